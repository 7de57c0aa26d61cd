import type { ReactNode } from 'react';
import { HStack, Heading, Stack } from '@chakra-ui/react';
import type { SkillVideoResponse } from '@conectando/contracts';
import { BookIcon } from '@/components/ui/icons';
import { VideoQueryGrid } from '@/components/video/video-grid';
import { useUserVideos } from '../api/get-profile';

// The user's own skill videos, each with the actions the route gives (delete, in mentor mode).
export const MyVideos = ({
  userId,
  onPlay,
  actions,
}: {
  userId: string;
  onPlay: (video: SkillVideoResponse) => void;
  actions?: (video: SkillVideoResponse) => ReactNode;
}) => {
  const videos = useUserVideos(userId);
  return (
    <Stack as="section" aria-labelledby="mis-videos" gap="3" pt="2">
      <HStack gap="2">
        <BookIcon boxSize="6" color="brand.700" />
        <Heading as="h3" id="mis-videos" fontSize="2xl">
          Mis videos
        </Heading>
      </HStack>
      <VideoQueryGrid
        query={videos}
        onPlay={onPlay}
        showAuthor={false}
        headingLevel="h4"
        empty="Todavía no subes videos."
        actions={actions}
      />
    </Stack>
  );
};
