import { Badge } from '@/components/ui/chakra/badge';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@conectando/contracts';

const PALETTE: Record<ApplicationStatus, 'blue' | 'green' | 'red'> = {
  submitted: 'blue',
  awarded: 'green',
  rejected: 'red',
};

// 'En Revisión', 'Adjudicado', 'Rechazada'.
export const ApplicationStatusBadge = ({ status }: { status: ApplicationStatus }) => (
  <Badge
    size="lg"
    colorPalette={PALETTE[status]}
    variant="subtle"
    color={`${PALETTE[status]}.900`}
    fontSize="md"
    flexShrink={0}
  >
    {APPLICATION_STATUS_LABELS[status]}
  </Badge>
);
