import { useState } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { liveClassPath } from '@conectando/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { useLiveRoom } from '../hooks/use-live-room';
import { RoomStage } from './room-stage';

const big = { size: 'xl', minH: '14', fontSize: 'xl', whiteSpace: 'normal' } as const;

/** /live-classes/:id/room: the class's live room, entered as soon as the screen opens. */
export const LiveRoomScreen = ({ classId }: { classId: string }) => {
  const room = useLiveRoom(classId);
  const [handUp, setHandUp] = useState(false);
  const backToClass = (
    <Button asChild variant="outline" {...big}>
      <RouterLink to={liveClassPath(classId)}>Volver al taller</RouterLink>
    </Button>
  );

  if (room.phase === 'left' || room.phase === 'failed')
    return (
      <Stack gap="4">
        <Heading as="h1" fontSize="3xl">
          {room.phase === 'left' ? 'Saliste del taller' : 'No estás en el taller'}
        </Heading>
        {room.error && (
          <Text fontSize="lg" role="alert">
            {room.error}
          </Text>
        )}
        <Button colorPalette="brand" {...big} onClick={() => (setHandUp(false), void room.enter())}>
          Volver a entrar
        </Button>
        {backToClass}
      </Stack>
    );

  if (room.phase === 'joining' || !room.join) return <FullPageSpinner />;

  const isHost = room.join.role === 'host';
  const speaking = room.feeds.filter((f) => f.talking).map((f) => (f.id === room.join!.feedId ? 'tú' : f.display));
  const raised = Object.entries(room.hands);
  return (
    <Stack gap="3">
      <Heading as="h1" fontSize="2xl">
        Taller en vivo
      </Heading>
      <Text fontSize="lg" fontWeight="semibold" role="status" aria-live="polite">
        {speaking.length > 0 ? `Está hablando: ${speaking.join(', ')}` : 'Nadie está hablando ahora'}
      </Text>
      {room.mutedByHost && (
        <Text fontSize="lg" fontWeight="bold" color="fg.error" role="alert">
          Quien dicta el taller silenció tu micrófono.
        </Text>
      )}
      {isHost && raised.length > 0 && (
        <Stack role="status" bg="yellow.100" rounded="l3" p="3" gap="1">
          {raised.map(([feedId, name]) => (
            <Text key={feedId} fontSize="lg" fontWeight="semibold">
              ✋ {name} levantó la mano
            </Text>
          ))}
        </Stack>
      )}
      <RoomStage
        join={room.join}
        localStream={room.localStream}
        feeds={room.feeds}
        hands={room.hands}
        onMute={room.mute}
      />
      {!isHost && (
        <Button
          {...big}
          colorPalette="brand"
          variant={handUp ? 'solid' : 'outline'}
          aria-pressed={handUp}
          onClick={() => (room.setHand(!handUp), setHandUp(!handUp))}
        >
          {handUp ? 'Bajar la mano' : 'Levantar la mano'}
        </Button>
      )}
      <Button {...big} colorPalette="red" bg="red.700" onClick={room.leave}>
        Salir del taller
      </Button>
    </Stack>
  );
};
