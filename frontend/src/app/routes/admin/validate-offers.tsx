import { Heading, Stack, Text } from '@chakra-ui/react';
import { BackLink } from '@/components/layout/back-link';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { OfferReviewSections } from '@/features/marketplace/components/offer-review-sections';
import { AdminGuard } from './admin-guard';

// Spec §2: back goes to /skills.
export const ValidateOffersRoute = () => (
  <AdminGuard>
    <Page>
      <title>Validar Ofertas · Conectando Generaciones</title>
      <Stack gap="5">
        <BackLink to={paths.skills} />
        <Stack gap="1">
          <Heading as="h1" fontSize="3xl">
            Validar Ofertas
          </Heading>
          <Text fontSize="md" color="fg.muted">
            Revisa las ofertas de servicio que publican las instituciones.
          </Text>
        </Stack>
        <OfferReviewSections />
      </Stack>
    </Page>
  </AdminGuard>
);
