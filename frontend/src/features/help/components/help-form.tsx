import { useState, type FormEvent } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { HELP_MSG, type HelpContext } from '@conectando/contracts';
import { errorMessage } from '@/lib/api-client';
import { useAskForHelp } from '../api/help';
import { HelpMessageBox } from './help-message-box';

/** A signed-in person writes to the team (about what the link carried) and reads the answers. */
export const HelpForm = ({ context }: { context?: HelpContext }) => {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  const ask = useAskForHelp();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setError(HELP_MSG.textRequired);
    setError(undefined);
    ask.mutate(
      { text, ...(context && { context }) },
      {
        onSuccess: () => {
          setText('');
          setSent(true);
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <HelpMessageBox
          value={text}
          onChange={(v) => {
            setText(v);
            setSent(false);
          }}
          error={error}
        />
        <Button type="submit" size="xl" minH="14" colorPalette="brand" loading={ask.isPending}>
          {HELP_MSG.send}
        </Button>
        {sent && (
          <Text role="status" fontSize="lg" fontWeight="semibold" color="green.800">
            {HELP_MSG.sent}
          </Text>
        )}
      </Stack>
    </form>
  );
};
