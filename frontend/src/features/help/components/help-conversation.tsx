import { Box, Stack, Text } from '@chakra-ui/react';
import { formatRelative, HELP_MSG, type HelpRequestResponse } from '@conectando/contracts';

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

/** One request to the team and its answers, or that none has come yet. */
export const HelpConversation = ({ request }: { request: HelpRequestResponse }) => (
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
