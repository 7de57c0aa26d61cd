import { Heading, Stack, Text } from '@chakra-ui/react';
import { HELP_MSG } from '@conectando/contracts';
import { LoadError } from '@/components/ui/load-states';
import { useMyHelp } from '../api/help';
import { HelpConversation } from './help-conversation';

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
            <HelpConversation key={r.id} request={r} />
          ))}
        </Stack>
      )}
    </Stack>
  );
};
