import { Heading, Stack, Text } from '@chakra-ui/react';
import { HELP_MSG } from '@conectando/contracts';
import { useSearchParams } from 'react-router-dom';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { Page } from '@/components/layout/page';
import {
  helpContextOf,
  HelpForm,
  MyHelpConversations,
  PublicHelpForm,
  ReplyTime,
} from '@/features/help/components/help-screen';
import { useCurrentUser } from '@/lib/session/get-me';

// /ayuda: signed in, a message to the team (about what the link carried) and the answers;
// signed out (suspended, locked out), the public form that answers by email.
export const HelpRoute = () => {
  const { user, isPending } = useCurrentUser();
  const [params] = useSearchParams();
  if (isPending) return <FullPageSpinner />;
  return (
    <Page>
      <title>Pedir ayuda · Conectando Generaciones</title>
      <Stack gap="6">
        <Heading as="h1" fontSize="3xl">
          {user ? HELP_MSG.title : HELP_MSG.publicTitle}
        </Heading>
        {user && <Text fontSize="lg">{HELP_MSG.intro}</Text>}
        <ReplyTime />
        {user ? <HelpForm context={helpContextOf(params)} /> : <PublicHelpForm />}
        {user && <MyHelpConversations />}
      </Stack>
    </Page>
  );
};
