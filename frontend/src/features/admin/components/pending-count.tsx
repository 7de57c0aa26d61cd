import { Badge } from '@/components/ui/chakra/badge';

const pendingLabel = (count: number) => (count === 1 ? '1 pendiente' : `${count} pendientes`);

/** A review queue's live count of what waits in it, on the card that leads there. */
export const PendingCount = ({ count }: { count: number | undefined }) =>
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
