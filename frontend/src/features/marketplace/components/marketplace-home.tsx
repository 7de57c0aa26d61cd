import type { ReactNode } from 'react';
import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { AccountType } from '@conectando/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { BriefcaseIcon, BuildingIcon, ShieldCheckIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useTokenSummary } from '@/features/marketplace/api/get-token-summary';
import { TokenSummaryCard } from '@/features/marketplace/components/token-summary-card';
import { PageLoadError } from '@/components/ui/page-load-error';

const RoleCard = ({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}) => (
  <Box
    as="section"
    aria-label={title}
    bg="white"
    borderWidth="2px"
    borderColor="border.emphasized"
    borderRadius="2xl"
    p="5"
  >
    <Stack gap="4">
      <HStack gap="3">
        <Box bg="brand.100" color="brand.800" borderRadius="full" p="2.5" flexShrink={0}>
          {icon}
        </Box>
        <Heading as="h2" fontSize="2xl" lineHeight="1.2">
          {title}
        </Heading>
      </HStack>
      <Text fontSize="md" color="fg.muted">
        {description}
      </Text>
      <Stack gap="3">{children}</Stack>
    </Stack>
  </Box>
);

// /marketplace (after the gate): the token summary, the card of the account type, premium.
export const MarketplaceHome = ({ accountType }: { accountType: AccountType }) => {
  const summary = useTokenSummary();
  if (summary.isPending) return <FullPageSpinner label="Cargando tus tokens…" />;
  if (summary.isLoadingError) return <PageLoadError backTo={paths.skills} onRetry={() => void summary.refetch()} />;

  return (
    <Stack gap="6">
      <TokenSummaryCard summary={summary.data} />
      {accountType === AccountType.Institucion ? (
        <RoleCard
          icon={<BuildingIcon boxSize="7" />}
          title="Centro o institución"
          description="Publica ofertas de servicio y revisa a los profesionales que postulan."
        >
          <Button asChild colorPalette="brand" size="xl">
            <RouterLink to={paths.publishOffer}>Publicar Oferta</RouterLink>
          </Button>
          <Button asChild variant="outline" size="xl">
            <RouterLink to={paths.myOffers}>Mis Solicitudes</RouterLink>
          </Button>
        </RoleCard>
      ) : (
        <RoleCard
          icon={<BriefcaseIcon boxSize="7" />}
          title="Profesional de la salud"
          description="Encuentra ofertas de instituciones y postula con tu carta de presentación."
        >
          <Button asChild colorPalette="brand" size="xl">
            <RouterLink to={paths.availableOffers}>Ver Ofertas Disponibles</RouterLink>
          </Button>
          <Button asChild variant="outline" size="xl">
            <RouterLink to={paths.myApplications}>Ver Mis Postulaciones</RouterLink>
          </Button>
        </RoleCard>
      )}
      <Button asChild variant="outline" colorPalette="brand" size="xl" width="full">
        <RouterLink to={paths.premium}>
          <ShieldCheckIcon boxSize="6" />
          Premium: planes y tokens
        </RouterLink>
      </Button>
    </Stack>
  );
};
