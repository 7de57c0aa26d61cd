import { Heading, Stack } from '@chakra-ui/react';
import { BackLink } from '@/components/layout/back-link';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/session/get-me';
import { MarketplaceGate } from '@/features/marketplace/components/marketplace-gate';
import { MarketplaceHome } from '@/features/marketplace/components/marketplace-home';

export const MarketplaceRoute = () => {
  const { user } = useCurrentUser();
  return (
    <MarketplaceGate backTo={paths.skills}>
      <Page>
        <title>Marketplace Profesional · Conectando Generaciones</title>
        <Stack gap="5">
          <BackLink to={paths.skills} />
          <Heading as="h1" fontSize="3xl">
            Marketplace Profesional
          </Heading>
          {user && <MarketplaceHome accountType={user.accountType} />}
        </Stack>
      </Page>
    </MarketplaceGate>
  );
};
