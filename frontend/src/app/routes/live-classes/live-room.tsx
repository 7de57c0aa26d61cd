import { Suspense } from 'react';
import { Stack } from '@chakra-ui/react';
import { liveClassPath } from '@conectando/contracts';
import { Navigate, useParams } from 'react-router-dom';
import { BackLink } from '@/components/layout/back-link';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { lazyScreen } from '@/lib/lazy-screen';
import { useCurrentUser } from '@/lib/session/get-me';

// The room's code (its Janus client among it) loads only with this screen.
const LiveRoomScreen = lazyScreen(() =>
  import('@/features/live-room/components/live-room-screen').then((m) => ({ default: m.LiveRoomScreen })),
);

/** /live-classes/:id/room: a live class's room (the link of the class's 'Entrar al taller'). Signed in only. */
export const LiveRoomRoute = () => {
  const { id = '' } = useParams();
  const { user, isPending } = useCurrentUser();
  if (isPending) return <FullPageSpinner />;
  if (!user) return <Navigate to={paths.login} replace />;
  return (
    <Page>
      <title>Taller en vivo · Conectando Generaciones</title>
      <Stack gap="3">
        <BackLink to={liveClassPath(id)} />
        <Suspense fallback={<FullPageSpinner />}>
          <LiveRoomScreen key={id} classId={id} />
        </Suspense>
      </Stack>
    </Page>
  );
};
