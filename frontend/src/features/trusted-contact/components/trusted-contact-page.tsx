import { Button, Stack, Text } from '@chakra-ui/react';
import { TRUSTED_MSG } from '@conectando/contracts';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { errorMessage } from '@/lib/api-client';
import { useAcceptInvitation, useInvitation, useLeave } from '../api/trusted-contact';

const Done = ({ text }: { text: string }) => (
  <Text role="status" fontSize="xl" fontWeight="semibold" color="green.800">
    {text}
  </Text>
);

const Refused = ({ text }: { text: string }) => (
  <Text role="alert" fontSize="lg" color="fg.error" fontWeight="semibold">
    {text}
  </Text>
);

/** The invited contact (no account) reads what it means and accepts, once. */
export const AcceptInvitation = ({ token }: { token: string }) => {
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  if (!token) return <Refused text={TRUSTED_MSG.linkInvalid} />;
  if (accept.isSuccess) return <Done text={TRUSTED_MSG.accepted(accept.data.personName)} />;
  if (invitation.isPending) return <FullPageSpinner />;
  if (invitation.isError) return <Refused text={errorMessage(invitation.error)} />;
  const { personName, status } = invitation.data;
  if (status === 'active') return <Done text={TRUSTED_MSG.accepted(personName)} />;
  return (
    <Stack gap="5">
      <Text fontSize="lg">{TRUSTED_MSG.acceptIntro(personName)}</Text>
      {accept.isError && <Refused text={errorMessage(accept.error)} />}
      <Button size="xl" minH="14" colorPalette="brand" loading={accept.isPending} onClick={() => accept.mutate(token)}>
        {TRUSTED_MSG.acceptAction}
      </Button>
    </Stack>
  );
};

/** From the link in any email to the contact: the alerts end at once. */
export const LeaveTrustedContact = ({ token }: { token: string }) => {
  const leave = useLeave();
  if (leave.isSuccess) return <Done text={TRUSTED_MSG.left} />;
  return (
    <Stack gap="5">
      {leave.isError && <Refused text={errorMessage(leave.error)} />}
      <Button size="xl" minH="14" colorPalette="red" loading={leave.isPending} onClick={() => leave.mutate(token)}>
        {TRUSTED_MSG.leaveAction}
      </Button>
    </Stack>
  );
};
