import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { paths } from '@/config/paths';
import { useMyApplications } from '../api/get-my-applications';
import { PageLoadError } from '@/components/ui/page-load-error';
import { MyApplicationCard } from './my-application-card';

// 'Mis Postulaciones'; 'Leída por la institución' and the award arrive live (useMarketplaceLiveUpdates).
export const MyApplicationsList = () => {
  const applications = useMyApplications();
  if (applications.isPending) return <FullPageSpinner label="Cargando tus postulaciones…" />;
  if (applications.isLoadingError)
    return <PageLoadError backTo={paths.marketplace} onRetry={() => void applications.refetch()} />;
  if (applications.data.length === 0) {
    return (
      <Stack gap="4" align="center" textAlign="center" py="8" px="4" bg="bg.muted" borderRadius="xl">
        <Text fontSize="lg">Aún no has postulado a ninguna oferta</Text>
        <Button asChild colorPalette="brand" size="xl">
          <RouterLink to={paths.availableOffers}>Ver Ofertas Disponibles</RouterLink>
        </Button>
      </Stack>
    );
  }
  return (
    <Stack as="ul" gap="5" listStyleType="none" m="0" p="0">
      {applications.data.map((application) => (
        <li key={application.id}>
          <MyApplicationCard application={application} />
        </li>
      ))}
    </Stack>
  );
};
