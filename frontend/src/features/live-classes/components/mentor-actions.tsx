import { useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import type { LiveClassDetail } from '@conectando/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { liveClassEditPath } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useNow } from '@/lib/use-now';
import { useCancelLiveClass } from '../api/live-classes';

/** The mentor's 'Editar' and 'Cancelar taller', until the class starts. */
export const MentorActions = ({ liveClass: c }: { liveClass: LiveClassDetail }) => {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelLiveClass();
  const now = useNow(30_000).getTime();
  if (c.status !== 'scheduled' || Date.parse(c.startsAt) <= now) return null;
  const people = c.enrolledCount + c.waitlistCount;
  return (
    <>
      <HStack gap="3" flexWrap="wrap">
        <Button asChild variant="outline" size="lg">
          <RouterLink to={liveClassEditPath(c.id)}>Editar</RouterLink>
        </Button>
        <Button variant="outline" size="lg" colorPalette="red" onClick={() => setConfirming(true)}>
          Cancelar taller
        </Button>
      </HStack>
      {cancel.isError && (
        <Text role="alert" color="fg.error" fontSize="lg" fontWeight="semibold">
          {errorMessage(cancel.error)}
        </Text>
      )}
      <ConfirmDialog
        open={confirming}
        title="¿Cancelar este taller?"
        confirmLabel="Cancelar taller"
        cancelLabel="No, mantenerlo"
        destructive
        pending={cancel.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => cancel.mutate(c.id, { onSettled: () => setConfirming(false) })}
      >
        {people > 0
          ? `Avisaremos a las ${people} personas inscritas o en espera. Esta acción no se puede deshacer.`
          : 'Esta acción no se puede deshacer.'}
      </ConfirmDialog>
    </>
  );
};
