import { Box, Heading, Stack } from '@chakra-ui/react';
import { Page } from '@/components/layout/page';
import {
  ChatIcon,
  ClipboardCheckIcon,
  ExternalLinkIcon,
  FileIcon,
  ShieldCheckIcon,
  UserCheckIcon,
} from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useLivePendingCounts } from '@/features/admin/api/get-pending-counts';
import { AdminCard } from '@/features/admin/components/admin-card';
import { PendingCount } from '@/features/admin/components/pending-count';
import { MaintenanceSwitchCard } from '@/features/maintenance/components/maintenance-switch-card';
import { AdminGuard } from './admin-guard';

const CARDS = [
  {
    to: paths.adminValidateUsers,
    title: 'Validar Usuarios',
    description: 'Revisa los certificados de profesionales y los documentos de instituciones.',
    icon: UserCheckIcon,
    count: 'users',
  },
  {
    to: paths.adminValidateOffers,
    title: 'Validar Ofertas',
    description: 'Aprueba o rechaza las ofertas de servicio publicadas por instituciones.',
    icon: ClipboardCheckIcon,
    count: 'offers',
  },
  {
    to: paths.adminReports,
    title: 'Reportes',
    description: 'Revisa lo que las personas reportan y decide: descartar, advertir o suspender.',
    icon: ShieldCheckIcon,
    count: 'reports',
  },
  {
    to: paths.adminHelp,
    title: 'Pedir ayuda',
    description: 'Responde a las personas que piden ayuda, también a quienes no pueden ingresar.',
    icon: ChatIcon,
    count: 'help',
  },
] as const;

// Not a review queue: no pending count.
const PAYMENTS_CARD = {
  to: paths.adminPayments,
  title: 'Pagos',
  description: 'Pagos y recaudación por día, con filtros, y los cobros de planes rechazados.',
} as const;

export const AdminHomeRoute = () => (
  <AdminGuard>
    <AdminHome />
  </AdminGuard>
);

const AdminHome = () => {
  const counts = useLivePendingCounts().data;
  return (
    <Page>
      <title>Administración · Conectando Generaciones</title>
      <Stack gap="6">
        <Heading as="h1" fontSize="3xl">
          Administración
        </Heading>
        <Stack as="ul" gap="4" listStyleType="none" m="0" p="0">
          {CARDS.map((card) => (
            <li key={card.to}>
              <AdminCard to={card.to} icon={card.icon} title={card.title} description={card.description}>
                <Box as="span" display="block" mt="3">
                  <PendingCount count={counts?.[card.count]} />
                </Box>
              </AdminCard>
            </li>
          ))}
        </Stack>
        <AdminCard
          to={PAYMENTS_CARD.to}
          icon={FileIcon}
          title={PAYMENTS_CARD.title}
          description={PAYMENTS_CARD.description}
        />
        {/* The BullMQ dashboard is served by the backend, not by the router: a plain link. */}
        <AdminCard
          href={paths.adminQueues}
          icon={ExternalLinkIcon}
          title="Colas de eventos"
          description="Revisa los trabajos en segundo plano y reintenta los que fallaron."
        />
        <MaintenanceSwitchCard />
      </Stack>
    </Page>
  );
};
