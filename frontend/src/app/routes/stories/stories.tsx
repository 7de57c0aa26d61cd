import { useEffect, useState } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import type { StoryResponse } from '@conectando/contracts';
import { Navigate, useSearchParams } from 'react-router-dom';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { Page } from '@/components/layout/page';
import { VideoIcon } from '@/components/ui/icons';
import { loadWhenShown } from '@/components/ui/load-when-shown';
import { MentorOnlyButton } from '@/components/ui/mentor-only-button';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/session/get-me';
import { useOpenChat } from '@/features/chat/hooks/use-open-chat';
import { useStories } from '@/features/stories/api/get-stories';
import { useToggleStoryLike } from '@/features/stories/api/toggle-story-like';
import { StoryCard } from '@/features/stories/components/story-card';
import { UploadVideoDialog } from '@/features/videos/components/upload-video-dialog';
import { VideoQueryGrid } from '@/components/video/video-grid';
import { VideoPlayerDialog } from '@/features/videos/components/video-player-dialog';
import { WisdomTip } from '@/features/wisdom/components/wisdom-tip';

// The proposal dialog comes with code of its own when 'Solicitar reunión' is tapped.
const LazyProposeMeetingDialog = loadWhenShown(
  () => import('@/features/meetings/components/propose-meeting-dialog').then((m) => m.ProposeMeetingDialog),
  ({ open }) => open,
  ({ onClose }) => onClose(),
);

// /stories: 'Relatos de la Comunidad' from the real 'Historia Personal' videos.
export const StoriesRoute = () => {
  const { user, isPending } = useCurrentUser();
  const stories = useStories();
  const like = useToggleStoryLike();
  const { openChat, isPending: opening } = useOpenChat();
  // The story stays while the dialog animates out, so its title keeps the author's name.
  const [proposingTo, setProposingTo] = useState<StoryResponse | null>(null);
  const [proposing, setProposing] = useState(false);
  const [requestedFor, setRequestedFor] = useState<string | null>(null);
  const [playing, setPlaying] = useState<StoryResponse | null>(null);
  const [sharing, setSharing] = useState(false);
  // A comment's notice opens its story's comments (/stories?relato=<id>).
  const linkedStory = useSearchParams()[0].get('relato');
  useEffect(() => {
    if (linkedStory && stories.isSuccess) document.getElementById(`relato-${linkedStory}`)?.scrollIntoView();
  }, [linkedStory, stories.isSuccess]);

  if (isPending) return <FullPageSpinner />;
  if (!user) return <Navigate to={paths.login} replace />;

  // The card with the proposal waits in their chat, where the answer will come.
  const openChatAfterProposal = (story: StoryResponse) => {
    setRequestedFor(story.id);
    openChat(story.userId);
  };

  return (
    <Page>
      <title>Relatos de la Comunidad · Conectando Generaciones</title>
      <Stack gap="5">
        <Heading as="h1" fontSize="3xl">
          Relatos de la Comunidad
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          Historias de vida contadas por sus protagonistas.
        </Text>
        <MentorOnlyButton
          mode={user.mode}
          colorPalette="brand"
          size="lg"
          onClick={() => setSharing(true)}
          alignSelf="flex-start"
        >
          <VideoIcon boxSize="5" />
          Compartir Historia
        </MentorOnlyButton>
        <VideoQueryGrid
          query={stories}
          onPlay={setPlaying}
          columns={{ base: 1, sm: 1 }}
          empty="Todavía no hay relatos. ¡Comparte el primero!"
          renderCard={(story) => (
            <StoryCard
              story={story}
              myId={user.id}
              commentsOpen={story.id === linkedStory}
              onPlay={setPlaying}
              onLike={(s) => like.mutate(s)}
              liking={like.isPending && like.variables?.id === story.id}
              onRequestMeeting={(s) => {
                setProposingTo(s);
                setProposing(true);
              }}
              requesting={opening && requestedFor === story.id}
            />
          )}
        />
        <WisdomTip context="stories" />
      </Stack>
      <LazyProposeMeetingDialog
        open={proposing && proposingTo !== null}
        onClose={() => setProposing(false)}
        otherName={proposingTo?.authorName ?? ''}
        target={{ inviteeId: proposingTo?.userId ?? '' }}
        onDone={() => proposingTo && openChatAfterProposal(proposingTo)}
      />
      <VideoPlayerDialog video={playing} onClose={() => setPlaying(null)} />
      <UploadVideoDialog kind="story" open={sharing} onClose={() => setSharing(false)} />
    </Page>
  );
};
