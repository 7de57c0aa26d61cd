import { HStack, Stack, Text } from '@chakra-ui/react';
import type { SkillVideoResponse } from '@conectando/contracts';
import { Badge } from '@/components/ui/chakra/badge';
import { playerDurationLabel } from '@/components/video/duration-label';

/** Under the player: the skill, the length, who made the video and what it is about. */
export const VideoAbout = ({ video }: { video: SkillVideoResponse }) => (
  <Stack gap="2">
    <HStack gap="2" wrap="wrap">
      <Badge colorPalette="brand" variant="subtle" fontSize="md" px="2" color="brand.900">
        {video.skillName}
      </Badge>
      <Text fontSize="md" color="fg.muted">
        {playerDurationLabel(video.duration)}
      </Text>
    </HStack>
    <Text fontSize="lg">
      por <strong>{video.authorName}</strong>
    </Text>
    {video.description && (
      <Text fontSize="lg" whiteSpace="pre-line">
        {video.description}
      </Text>
    )}
  </Stack>
);
