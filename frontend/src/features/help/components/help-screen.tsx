import { useState, type FormEvent } from 'react';
import { Box, Button, Heading, Input, Stack, Text } from '@chakra-ui/react';
import {
  HELP_CONTEXT_TYPES,
  HELP_MSG,
  HELP_TEXT_MAX,
  type HelpContext,
  type HelpContextType,
  type HelpRequestResponse,
  formatRelative,
} from '@conectando/contracts';
import { Textarea } from '@/components/ui/chakra/textarea';
import { FormField } from '@/components/ui/form-field';
import { LoadError } from '@/components/ui/load-states';
import { ClockIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-client';

import { useAskForHelp, useAskForHelpPublicly, useMyHelp, useReplyTime } from '../api/help';

/** The context a 'Pedir ayuda' link carried (?tipo=…&id=…), when it names something the form knows. */
export const helpContextOf = (params: URLSearchParams): HelpContext | undefined => {
  const type = params.get('tipo');
  const id = params.get('id');
  return type && id && HELP_CONTEXT_TYPES.includes(type as HelpContextType)
    ? { type: type as HelpContextType, id }
    : undefined;
};

// Said before anyone writes: when the team answers (business hours of Chile, or the next business day).
export const ReplyTime = () => {
  const time = useReplyTime();
  if (!time.data) return null;
  return (
    <Box bg="brand.50" borderRadius="xl" p="4" role="note">
      <Text fontSize="lg" lineHeight="1.5">
        <ClockIcon boxSize="6" color="brand.800" me="2" verticalAlign="text-bottom" />
        {time.data.message}
      </Text>
    </Box>
  );
};

const MessageBox = ({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) => (
  <FormField label={HELP_MSG.textLabel} error={error} required>
    <Textarea
      rows={6}
      fontSize="lg"
      value={value}
      maxLength={HELP_TEXT_MAX}
      onChange={(e) => onChange(e.target.value)}
    />
  </FormField>
);

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
        <MessageBox
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

const Bubble = ({ who, text, at, team }: { who: string; text: string; at: string; team?: boolean }) => (
  <Box
    bg={team ? 'brand.50' : 'gray.50'}
    borderWidth="1px"
    borderColor={team ? 'brand.200' : 'gray.200'}
    borderRadius="xl"
    p="3"
  >
    <Text fontSize="md" fontWeight="bold">
      {who}
    </Text>
    <Text fontSize="lg" whiteSpace="pre-wrap" overflowWrap="anywhere">
      {text}
    </Text>
    <Text fontSize="sm" color="fg.muted">
      {formatRelative(at)}
    </Text>
  </Box>
);

const Conversation = ({ request }: { request: HelpRequestResponse }) => (
  <Stack as="li" gap="2" borderWidth="2px" borderColor="gray.200" borderRadius="2xl" p="3">
    <Bubble who={HELP_MSG.you} text={request.text} at={request.createdAt} />
    {request.replies.map((r) => (
      <Bubble key={r.id} who={HELP_MSG.teamName} text={r.text} at={r.createdAt} team />
    ))}
    {request.replies.length === 0 && (
      <Text fontSize="md" color="fg.muted">
        {HELP_MSG.waiting}
      </Text>
    )}
    {request.status === 'closed' && (
      <Text fontSize="md" color="fg.muted">
        {HELP_MSG.closed}
      </Text>
    )}
  </Stack>
);

/** The person's conversations with the team, newest first; answers arrive live. */
export const MyHelpConversations = () => {
  const mine = useMyHelp();
  if (mine.isLoadingError) return <LoadError onRetry={() => void mine.refetch()} />;
  if (!mine.data) return null;
  return (
    <Stack gap="3">
      <Heading as="h2" fontSize="2xl">
        {HELP_MSG.mine}
      </Heading>
      {mine.data.length === 0 ? (
        <Text fontSize="lg" color="fg.muted">
          {HELP_MSG.none}
        </Text>
      ) : (
        <Stack as="ul" gap="4" listStyleType="none" m="0" p="0">
          {mine.data.map((r) => (
            <Conversation key={r.id} request={r} />
          ))}
        </Stack>
      )}
    </Stack>
  );
};

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
        <MessageBox value={text} onChange={setText} />
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
