import { Suspense } from 'react';
import { Stack } from '@chakra-ui/react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { BackLink } from '@/components/layout/back-link';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { lazyScreen } from '@/lib/lazy-screen';
import { useCurrentUser } from '@/lib/session/get-me';

// The pages' code loads from here rather than with the screen's entry: the app's entry names every
// chunk its screens need up front, and the meetings' own would weigh on every first load.
const MeetingCallPage = lazyScreen(() =>
  import('@/features/meetings/components/meeting-pages').then((m) => ({ default: m.MeetingCallPage })),
);
const ReviewsPage = lazyScreen(() =>
  import('@/features/meetings/components/meeting-pages').then((m) => ({ default: m.ReviewsPage })),
);

/**
 * /reunion/:id (the link of every meeting notice and email: the call, for its two participants) and
 * /evaluar (the link of the review notices: '¿Cómo te fue?' and the meetings ahead). Signed in only.
 */
export const MeetingScreens = () => {
  const { pathname } = useLocation();
  const { id = '' } = useParams();
  const { user, isPending } = useCurrentUser();
  if (isPending) return <FullPageSpinner />;
  if (!user) return <Navigate to={paths.login} replace />;
  const reviews = pathname === paths.reviews;
  return (
    <Page>
      <title>
        {reviews ? 'Reuniones y evaluaciones · Conectando Generaciones' : 'Reunión · Conectando Generaciones'}
      </title>
      <Stack gap="4">
        <BackLink to={reviews ? paths.skills : paths.chats} />
        <Suspense fallback={<FullPageSpinner />}>
          {reviews ? <ReviewsPage myId={user.id} /> : <MeetingCallPage meetingId={id} myId={user.id} />}
        </Suspense>
      </Stack>
    </Page>
  );
};
