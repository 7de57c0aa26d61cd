import { Button } from '@chakra-ui/react';
import { SAFETY_MSG } from '@conectando/contracts';
import { AlertIcon } from '@/components/ui/icons';
import { useChatSafety } from './chat-safety';

/**
 * 'Reportar' on a person's profile: the conversation's report dialog (no messages attached), then
 * the offer to block too.
 */
export const ReportPersonButton = ({ person }: { person: { id: string; name: string } }) => {
  const safety = useChatSafety(person);
  return (
    <>
      <Button
        variant="ghost"
        size="lg"
        minH="12"
        alignSelf="flex-start"
        color="fg.muted"
        onClick={() => safety.report()}
      >
        <AlertIcon boxSize="5" />
        {SAFETY_MSG.report} a {person.name}
      </Button>
      {safety.dialogs}
    </>
  );
};
