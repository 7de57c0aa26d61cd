import { Heading, Stack, Text } from '@chakra-ui/react';
import { HELP_CONTEXT_TYPES, HELP_MSG, type HelpContext, type HelpContextType } from '@conectando/contracts';
import { useSearchParams } from 'react-router-dom';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { Page } from '@/components/layout/page';
import { HelpForm } from '@/features/help/components/help-form';
import { MyHelpConversations } from '@/features/help/components/my-help-conversations';
import { PublicHelpForm } from '@/features/help/components/public-help-form';
import { ReplyTime } from '@/features/help/components/reply-time';
import { useCurrentUser } from '@/lib/session/get-me';

/** The context a 'Pedir ayuda' link carried (?tipo=…&id=…), when it names something the form knows. */
const helpContextOf = (params: URLSearchParams): HelpContext | undefined => {
  const type = params.get('tipo');
  const id = params.get('id');
  return type && id && HELP_CONTEXT_TYPES.includes(type as HelpContextType)
    ? { type: type as HelpContextType, id }
    : undefined;
};

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
