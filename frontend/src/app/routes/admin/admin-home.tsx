import { Box, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { Badge } from '@/components/ui/chakra/badge';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import {
  ChatIcon,
  ChevronRightIcon,
  ClipboardCheckIcon,
  ExternalLinkIcon,
  FileIcon,
  ShieldCheckIcon,
  UserCheckIcon,
} from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useLivePendingCounts } from '@/features/admin/api/get-pending-counts';
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

const pendingLabel = (count: number) => (count === 1 ? '1 pendiente' : `${count} pendientes`);

const cardStyles = {
  display: 'block',
  bg: 'white',
  borderWidth: '2px',
  borderColor: 'brand.200',
  borderRadius: '2xl',
  p: '5',
  boxShadow: 'sm',
  textDecoration: 'none',
  color: 'fg',
  _hover: { borderColor: 'brand.700', bg: 'brand.50' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.700', outlineOffset: '2px' },
} as const;

// The live counts of accounts and offers waiting for review, on the cards they lead to.
const PendingCount = ({ count }: { count: number | undefined }) =>
  count === undefined ? null : (
    <Badge
      size="lg"
      colorPalette={count > 0 ? 'orange' : 'gray'}
      variant="subtle"
      color={count > 0 ? 'orange.900' : 'gray.800'}
      fontSize="md"
      aria-live="polite"
    >
      {pendingLabel(count)}
    </Badge>
  );

// What every card says: its icon, title and the chevron of a link, then what it leads to.
const CardText = ({
  icon: Icon,
  title,
  description,
}: {
  icon: typeof FileIcon;
  title: string;
  description: string;
}) => (
  <>
    <HStack gap="3">
      <Box bg="brand.100" color="brand.800" borderRadius="full" p="2.5" flexShrink={0}>
        <Icon boxSize="7" />
      </Box>
      <Text as="span" flex="1" fontSize="2xl" fontWeight="bold" lineHeight="1.2">
        {title}
      </Text>
      <ChevronRightIcon boxSize="7" color="brand.700" />
    </HStack>
    <Text as="span" display="block" mt="3" fontSize="md" color="fg.muted">
      {description}
    </Text>
  </>
);

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
              <chakra.a asChild {...cardStyles}>
                <RouterLink to={card.to}>
                  <CardText icon={card.icon} title={card.title} description={card.description} />
                  <Box as="span" display="block" mt="3">
                    <PendingCount count={counts?.[card.count]} />
                  </Box>
                </RouterLink>
              </chakra.a>
            </li>
          ))}
        </Stack>
        <chakra.a asChild {...cardStyles}>
          <RouterLink to={PAYMENTS_CARD.to}>
            <CardText icon={FileIcon} title={PAYMENTS_CARD.title} description={PAYMENTS_CARD.description} />
          </RouterLink>
        </chakra.a>
        {/* The BullMQ dashboard is served by the backend, not by the router: a plain link. */}
        <chakra.a href={paths.adminQueues} {...cardStyles}>
          <CardText
            icon={ExternalLinkIcon}
            title="Colas de eventos"
            description="Revisa los trabajos en segundo plano y reintenta los que fallaron."
          />
        </chakra.a>
        <MaintenanceSwitchCard />
      </Stack>
    </Page>
  );
};
