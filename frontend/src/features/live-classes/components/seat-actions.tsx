import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { liveClassRoomPath, type LiveClassDetail } from '@conectando/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { VideoIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-client';
import { useNow } from '@/lib/use-now';
import { useEnrol, useLeaveSeat } from '../api/live-classes';
import { roomWindow } from '../utils/live-class-time';

/** 'Inscribirme', the place in line, 'Dejar mi cupo', and 'Entrar al taller' while the room is open. */
export const SeatActions = ({ liveClass: c }: { liveClass: LiveClassDetail }) => {
  const now = useNow(15_000).getTime();
  const enrol = useEnrol();
  const leave = useLeaveSeat();
  const [leaving, setLeaving] = useState(false);
  const window = roomWindow(c, now);
  const mayJoin = c.status === 'scheduled' && window === 'open' && (c.isMentor || c.myStatus === 'enrolled');
  const open = c.status === 'scheduled' && Date.parse(c.startsAt) > now;
  const failure = enrol.error ?? leave.error;

  return (
    <Stack gap="3">
      {c.myStatus === 'enrolled' && (
        <Text fontSize="xl" fontWeight="bold" color="brand.800" role="status">
          Tienes tu cupo en este taller
        </Text>
      )}
      {c.myStatus === 'waitlisted' && (
        <Text fontSize="xl" fontWeight="bold" role="status">
          Estás en lista de espera: lugar {c.myPosition}. Si alguien deja su cupo, te avisaremos.
        </Text>
      )}
      {mayJoin && (
        <Button asChild size="xl" alignSelf="flex-start">
          <RouterLink to={liveClassRoomPath(c.id)}>
            <VideoIcon boxSize="6" />
            Entrar al taller
          </RouterLink>
        </Button>
      )}
      {!c.isMentor && open && c.myStatus === null && (
        <Button
          size="xl"
          alignSelf="flex-start"
          loading={enrol.isPending}
          loadingText="Inscribiendo…"
          onClick={() => enrol.mutate(c.id)}
        >
          {c.seatsLeft > 0 ? 'Inscribirme' : 'Anotarme en la lista de espera'}
        </Button>
      )}
      {open && c.myStatus !== null && (
        <Button variant="outline" size="lg" alignSelf="flex-start" onClick={() => setLeaving(true)}>
          {c.myStatus === 'enrolled' ? 'Dejar mi cupo' : 'Salir de la lista de espera'}
        </Button>
      )}
      {failure && (
        <Text role="alert" color="fg.error" fontSize="lg" fontWeight="semibold">
          {errorMessage(failure)}
        </Text>
      )}
      <ConfirmDialog
        open={leaving}
        title={c.myStatus === 'enrolled' ? '¿Dejar tu cupo?' : '¿Salir de la lista de espera?'}
        confirmLabel={c.myStatus === 'enrolled' ? 'Dejar mi cupo' : 'Salir de la lista'}
        cancelLabel="Seguir inscrito"
        pending={leave.isPending}
        onCancel={() => setLeaving(false)}
        onConfirm={() => leave.mutate(c.id, { onSettled: () => setLeaving(false) })}
      >
        {c.myStatus === 'enrolled'
          ? 'Tu cupo pasará a la primera persona de la lista de espera.'
          : 'Perderás tu lugar en la lista.'}
      </ConfirmDialog>
    </Stack>
  );
};
