import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import { UserMode, type SkillVideoResponse } from '@conectando/contracts';
import { VideoIcon } from '@/components/ui/icons';
import { MentorOnlyButton } from '@/components/ui/mentor-only-button';
import { VideoQueryGrid } from '@/components/video/video-grid';
import { useUserStories } from '../api/get-profile';

interface MyStoriesProps {
  userId: string;
  mode: UserMode;
  onShare: () => void;
  onPlay: (video: SkillVideoResponse) => void;
  // Under each of the user's stories (the delete button, composed by the route).
  storyActions?: (story: SkillVideoResponse) => ReactNode;
}

// 'Mis Relatos': the user's 'Historia Personal' videos and 'Compartir Historia'.
export const MyStories = ({ userId, mode, onShare, onPlay, storyActions }: MyStoriesProps) => (
  <Stack gap="4">
    <MentorOnlyButton mode={mode} colorPalette="brand" size="lg" onClick={onShare} alignSelf="flex-start">
      <VideoIcon boxSize="5" />
      Compartir Historia
    </MentorOnlyButton>
    <VideoQueryGrid
      query={useUserStories(userId)}
      onPlay={onPlay}
      showAuthor={false}
      empty="Aún no compartes relatos."
      actions={storyActions}
    />
  </Stack>
);
