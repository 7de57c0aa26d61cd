import { Heading, Stack } from '@chakra-ui/react';
import { TRUSTED_LEAVE_PARAM, TRUSTED_MSG, TRUSTED_TOKEN_PARAM } from '@conectando/contracts';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { AcceptInvitation, LeaveTrustedContact } from '@/features/trusted-contact/components/trusted-contact-page';

// /persona-de-confianza: the emailed links of the trusted contact, who has no account: accept, or leave.
export const TrustedContactRoute = () => {
  const [params] = useSearchParams();
  const leaving = params.get(TRUSTED_LEAVE_PARAM);
  const title = leaving ? TRUSTED_MSG.leaveTitle : TRUSTED_MSG.acceptTitle;
  return (
    <Page>
      <title>{`${title} · Conectando Generaciones`}</title>
      <Stack gap="6">
        <Heading as="h1" fontSize="3xl">
          {title}
        </Heading>
        {leaving ? (
          <LeaveTrustedContact token={leaving} />
        ) : (
          <AcceptInvitation token={params.get(TRUSTED_TOKEN_PARAM) ?? ''} />
        )}
      </Stack>
    </Page>
  );
};
