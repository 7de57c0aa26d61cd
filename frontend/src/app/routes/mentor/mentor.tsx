import { Suspense, useState } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { SkillVideoResponse } from '@conectando/contracts';
import { useParams } from 'react-router-dom';
import { BackLink } from '@/components/layout/back-link';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { Page } from '@/components/layout/page';
import { CalendarIcon, ChatIcon, LockIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { loadWhenShown } from '@/components/ui/load-when-shown';
import { lazyScreen } from '@/lib/lazy-screen';
import { useCurrentUser } from '@/lib/session/get-me';
import { useOpenChat } from '@/features/chat/hooks/use-open-chat';
import { ReportPersonButton } from '@/features/chat/safety/components/report-person-button';
import { useMentorProfile } from '@/features/mentors/api/get-mentor';
import { MentorFigures } from '@/features/mentors/components/mentor-figures';
import { MentorAbout } from '@/features/mentors/components/mentor-about';
import { MentorHeader } from '@/features/mentors/components/mentor-header';
import { SaveVideoButton } from '@/features/videos/components/save-video-button';
import { VideoGrid } from '@/components/video/video-grid';
import { VideoPlayerDialog } from '@/features/videos/components/video-player-dialog';
import { isApiError } from '@/lib/api-client';

// The proposal dialog comes with code of its own when 'Agendar Reunión' is tapped.
const LazyProposeMeetingDialog = loadWhenShown(
  () => import('@/features/meetings/components/propose-meeting-dialog').then((m) => m.ProposeMeetingDialog),
  ({ open }) => open,
  ({ onClose }) => onClose(),
);

// The reviews come with code of their own, after the profile.
const PublishedReviews = lazyScreen(() =>
  import('@/features/meetings/components/published-reviews').then((m) => ({ default: m.PublishedReviews })),
);

// The mentor's live classes come with code of their own, after the profile.
const MentorLiveClasses = lazyScreen(() =>
  import('@/features/live-classes/components/mentor-live-classes').then((m) => ({ default: m.MentorLiveClasses })),
);

// /mentor/:id: only with a session; otherwise 'Acceso denegado'.
export const MentorRoute = () => {
  const { id = '' } = useParams();
  const { user, isPending } = useCurrentUser();
  if (isPending) return <FullPageSpinner />;
  if (!user)
    return (
      <Page>
        <Stack gap="3" align="flex-start">
          <LockIcon boxSize="10" color="fg.muted" />
          <Heading as="h1" fontSize="3xl">
            Acceso denegado
          </Heading>
          <Text fontSize="lg">Inicia sesión para ver el perfil de este mentor.</Text>
          <BackLink to={paths.login}>Iniciar sesión</BackLink>
        </Stack>
      </Page>
    );
  return <MentorProfile key={id} mentorId={id} myId={user.id} />;
};

const MentorProfile = ({ mentorId, myId }: { mentorId: string; myId: string }) => {
  const profile = useMentorProfile(mentorId);
  const { openChat, isPending: opening } = useOpenChat();
  const [proposing, setProposing] = useState(false);
  const [playing, setPlaying] = useState<SkillVideoResponse | null>(null);

  if (profile.isPending) return <FullPageSpinner />;
  if (profile.isLoadingError) {
    const missing = isApiError(profile.error) && (profile.error.status === 404 || profile.error.status === 400);
    return (
      <Page>
        <Stack gap="4" align="flex-start">
          <BackLink to={paths.skills} />
          {missing ? (
            <Heading as="h1" fontSize="3xl">
              Usuario no encontrado
            </Heading>
          ) : (
            <LoadError onRetry={() => void profile.refetch()} />
          )}
        </Stack>
      </Page>
    );
  }

  const { mentor, figures, videos } = profile.data;
  const isMe = mentor.id === myId;

  return (
    <Page>
      <title>{`${mentor.name} · Conectando Generaciones`}</title>
      <Stack gap="5">
        <BackLink to={paths.skills} />
        <MentorHeader mentor={mentor} />
        {!isMe && (
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button colorPalette="brand" size="xl" loading={opening} onClick={() => openChat(mentor.id)}>
              <ChatIcon boxSize="5" />
              Enviar Mensaje
            </Button>
            <Button variant="outline" size="xl" onClick={() => setProposing(true)}>
              <CalendarIcon boxSize="5" />
              Agendar Reunión
            </Button>
          </Stack>
        )}
        <MentorFigures figures={figures} />
        <MentorAbout mentor={mentor} />
        <Suspense fallback={null}>
          <PublishedReviews userId={mentor.id} firstName={mentor.name.split(' ')[0] ?? mentor.name} />
        </Suspense>
        <Suspense fallback={null}>
          <MentorLiveClasses mentorId={mentor.id} />
        </Suspense>
        <Stack as="section" aria-labelledby="videos-mentor" gap="3">
          <Heading as="h2" id="videos-mentor" fontSize="2xl">
            Videos
          </Heading>
          <VideoGrid
            videos={videos}
            onPlay={setPlaying}
            showAuthor={false}
            empty="Todavía no sube videos."
            actions={isMe ? undefined : (video) => <SaveVideoButton video={video} userId={myId} />}
          />
        </Stack>
        {!isMe && <ReportPersonButton person={mentor} />}
      </Stack>
      {!isMe && (
        <LazyProposeMeetingDialog
          open={proposing}
          onClose={() => setProposing(false)}
          otherName={mentor.name}
          target={{ inviteeId: mentor.id }}
          // The card with the proposal waits in their chat, where the answer will come.
          onDone={() => openChat(mentor.id)}
        />
      )}
      <VideoPlayerDialog
        video={playing}
        onClose={() => setPlaying(null)}
        actions={playing && !isMe ? <SaveVideoButton video={playing} userId={myId} /> : undefined}
      />
    </Page>
  );
};
