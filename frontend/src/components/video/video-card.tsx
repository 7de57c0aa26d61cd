import type { ReactNode } from 'react';
import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Badge } from '@/components/ui/chakra/badge';
import type { SkillVideoResponse } from '@conectando/contracts';
import { PlayIcon } from '@/components/ui/icons';
import { CardDuration } from './card-duration';
import { VideoPoster } from './video-poster';

interface VideoCardProps {
  video: SkillVideoResponse;
  onPlay: (video: SkillVideoResponse) => void;
  // Save toggle, delete, like…: shown under the play button.
  actions?: ReactNode;
  // Hides the author line where every video has the same author (a mentor's own page).
  showAuthor?: boolean;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

export const VideoCard = ({ video, onPlay, actions, showAuthor = true, headingLevel = 'h3' }: VideoCardProps) => (
  <Box as="article" bg="white" borderWidth="1px" borderColor="border.emphasized" borderRadius="xl" p="3" boxShadow="xs">
    <Stack gap="3">
      <Box position="relative">
        <VideoPoster video={video} />
        <Badge
          position="absolute"
          bottom="2"
          insetEnd="2"
          bg="blackAlpha.800"
          color="white"
          fontSize="md"
          px="2"
          py="0.5"
          gap="1"
        >
          <CardDuration seconds={video.duration} />
        </Badge>
      </Box>
      <Stack gap="1">
        <Heading as={headingLevel} fontSize="xl" lineHeight="1.35">
          {video.title}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="brand" variant="subtle" fontSize="sm" px="2" color="brand.900">
            {video.skillName}
          </Badge>
          {showAuthor && (
            <Text fontSize="md" color="fg.muted">
              por {video.authorName}
            </Text>
          )}
        </HStack>
      </Stack>
      <Stack gap="2">
        <Button
          colorPalette="brand"
          size="lg"
          width="full"
          onClick={() => onPlay(video)}
          aria-label={`Ver video «${video.title}»`}
        >
          <PlayIcon boxSize="5" />
          Ver video
        </Button>
        {actions}
      </Stack>
    </Stack>
  </Box>
);
