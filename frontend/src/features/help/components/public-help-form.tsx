import { useState, type FormEvent } from 'react';
import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { HELP_MSG } from '@conectando/contracts';
import { FormField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { useAskForHelpPublicly } from '../api/help';
import { HelpMessageBox } from './help-message-box';

/** For people who cannot sign in: an email to answer to and the message; the same answer for any email. */
export const PublicHelpForm = () => {
  const [email, setEmail] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const ask = useAskForHelpPublicly();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setError(HELP_MSG.textRequired);
    setError(undefined);
    ask.mutate(
      { email: email.trim(), text },
      { onSuccess: (res) => setDone(res.message), onError: (err) => setError(errorMessage(err)) },
    );
  };
  if (done)
    return (
      <Text role="status" fontSize="lg" fontWeight="semibold" color="green.800">
        {done}
      </Text>
    );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Text fontSize="lg">{HELP_MSG.publicIntro}</Text>
        <FormField label="Email" required>
          <Input
            type="email"
            autoComplete="email"
            size="xl"
            fontSize="lg"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </FormField>
        <HelpMessageBox value={text} onChange={setText} />
        {error && (
          <Text role="alert" color="fg.error" fontSize="md" fontWeight="semibold">
            {error}
          </Text>
        )}
        <Button type="submit" size="xl" minH="14" colorPalette="brand" loading={ask.isPending}>
          {HELP_MSG.send}
        </Button>
      </Stack>
    </form>
  );
};
