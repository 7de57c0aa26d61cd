import { Suspense } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { LIVE_CLASS_MSG, liveClassPath, UserMode } from '@conectando/contracts';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { BackLink } from '@/components/layout/back-link';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { Page } from '@/components/layout/page';
import { Loading, LoadError } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { lazyScreen } from '@/lib/lazy-screen';
import { useCurrentUser } from '@/lib/session/get-me';
import { useLiveClass } from '@/features/live-classes/api/live-classes';

// The screens' code loads from here rather than with the entry (as the meetings' does).
const LiveClassesList = lazyScreen(() =>
  import('@/features/live-classes/components/live-classes-list').then((m) => ({ default: m.LiveClassesList })),
);
const LiveClassDetailPage = lazyScreen(() =>
  import('@/features/live-classes/components/live-class-detail').then((m) => ({ default: m.LiveClassDetailPage })),
);
const LiveClassForm = lazyScreen(() =>
  import('@/features/live-classes/components/live-class-form').then((m) => ({ default: m.LiveClassForm })),
);

export type LiveClassScreen = 'list' | 'new' | 'detail' | 'edit';

const TITLES: Record<LiveClassScreen, string> = {
  list: 'Talleres en vivo',
  new: 'Nuevo taller',
  detail: 'Taller en vivo',
  edit: 'Editar taller',
};

const EditClass = ({ id }: { id: string }) => {
  const navigate = useNavigate();
  const query = useLiveClass(id);
  if (query.isPending) return <Loading label="Cargando taller…" />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (!query.data.isMentor) return <Heading as="h1">{LIVE_CLASS_MSG.notYours}</Heading>;
  return <LiveClassForm existing={query.data} onSaved={(saved) => void navigate(liveClassPath(saved))} />;
};

/** /live-classes, /live-classes/nuevo, /live-classes/:id and /live-classes/:id/editar; signed in only. */
export const LiveClassScreens = ({ screen }: { screen: LiveClassScreen }) => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { user, isPending } = useCurrentUser();
  if (isPending) return <FullPageSpinner />;
  if (!user) return <Navigate to={paths.login} replace />;
  return (
    <Page>
      <title>{`${TITLES[screen]} · Conectando Generaciones`}</title>
      <Stack gap="4">
        <BackLink to={screen === 'edit' ? liveClassPath(id) : screen === 'list' ? paths.skills : paths.liveClasses} />
        <Suspense fallback={<FullPageSpinner />}>
          {screen === 'list' && <LiveClassesList mode={user.mode} newClassPath={paths.liveClassNew} />}
          {screen === 'detail' && <LiveClassDetailPage key={id} classId={id} />}
          {screen === 'new' &&
            (user.mode === UserMode.Mentor ? (
              <Stack gap="4">
                <Heading as="h1" fontSize="3xl">
                  Nuevo taller
                </Heading>
                <LiveClassForm onSaved={(saved) => void navigate(liveClassPath(saved))} />
              </Stack>
            ) : (
              <Heading as="h1" fontSize="2xl">
                {LIVE_CLASS_MSG.mentorOnly}
              </Heading>
            ))}
          {screen === 'edit' && (
            <Stack gap="4">
              <Heading as="h1" fontSize="3xl">
                Editar taller
              </Heading>
              <EditClass key={id} id={id} />
            </Stack>
          )}
        </Suspense>
      </Stack>
    </Page>
  );
};
