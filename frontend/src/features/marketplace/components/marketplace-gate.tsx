import type { ReactNode } from 'react';
import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { AccountType, MARKET_MSG } from '@conectando/contracts';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { Page } from '@/components/layout/page';
import { LockIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/session/get-me';

// Who a marketplace screen is for: any validated professional or institution, or only one of them.
export type MarketplaceAudience = 'any' | AccountType.Profesional | AccountType.Institucion;

const AUDIENCE_TEXT: Record<AccountType.Profesional | AccountType.Institucion, string> = {
  [AccountType.Profesional]: 'Esta sección está disponible solo para profesionales validados.',
  [AccountType.Institucion]: 'Esta sección está disponible solo para instituciones validadas.',
};

interface RestrictedProps {
  heading: string;
  title?: string;
  description: string;
  backTo: string;
  // What the visitor can do about it: a line and a button leading there.
  next?: { hint: string; label: string; to: string };
}

const Restricted = ({ heading, title, description, backTo, next }: RestrictedProps) => (
  <Page py="12">
    <title>{`${heading} · Conectando Generaciones`}</title>
    <Stack gap="6" align="center" textAlign="center">
      <LockIcon boxSize="12" color="brand.700" />
      <Heading as="h1" fontSize="3xl">
        {heading}
      </Heading>
      {title ? (
        <Alert.Root status="warning" borderRadius="xl" textAlign="start" alignItems="flex-start">
          <Alert.Indicator />
          <Stack gap="1">
            <Alert.Title fontSize="lg">{title}</Alert.Title>
            <Alert.Description fontSize="md">{description}</Alert.Description>
          </Stack>
        </Alert.Root>
      ) : (
        <Text fontSize="lg" color="fg.muted">
          {description}
        </Text>
      )}
      {next && (
        <Stack gap="4" align="center" width="full">
          <Text fontSize="lg" fontWeight="semibold">
            {next.hint}
          </Text>
          <Button
            asChild
            colorPalette="brand"
            size="xl"
            width={{ base: 'full', sm: 'auto' }}
            whiteSpace="normal"
            textAlign="center"
            h="auto"
            minH="14"
            py="3"
          >
            <RouterLink to={next.to}>{next.label}</RouterLink>
          </Button>
        </Stack>
      )}
      <Button asChild colorPalette="brand" variant={next ? 'outline' : 'solid'} size="xl">
        <RouterLink to={backTo}>Volver</RouterLink>
      </Button>
    </Stack>
  </Page>
);

interface MarketplaceGateProps {
  audience?: MarketplaceAudience;
  // Where the restricted screen's back button leads.
  backTo?: string;
  children: ReactNode;
}

// Personas are sent to register as professionals, unvalidated accounts wait for review,
// and each /profesional/... screen belongs to one account type. The server enforces the same rules.
export const MarketplaceGate = ({ audience = 'any', backTo = paths.skills, children }: MarketplaceGateProps) => {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <FullPageSpinner />;
  if (!user) return <Navigate to={paths.login} replace />;
  if (user.accountType === AccountType.Persona) {
    return (
      <Restricted
        heading={MARKET_MSG.restrictedTitle}
        description={MARKET_MSG.restricted}
        backTo={backTo}
        next={{ hint: MARKET_MSG.personaRegisterHint, label: MARKET_MSG.personaRegisterAction, to: paths.register }}
      />
    );
  }
  if (!user.isValidated) {
    return (
      <Restricted
        heading={MARKET_MSG.restrictedUnvalidatedTitle}
        title={MARKET_MSG.inReviewTitle}
        description={MARKET_MSG.inReview}
        backTo={backTo}
      />
    );
  }
  if (audience !== 'any' && user.accountType !== audience) {
    return (
      <Restricted
        heading={MARKET_MSG.restrictedTitle}
        description={AUDIENCE_TEXT[audience]}
        backTo={paths.marketplace}
      />
    );
  }
  return <>{children}</>;
};
