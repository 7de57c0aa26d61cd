import { AspectRatio, Box, Image } from '@chakra-ui/react';
import type { SkillVideoResponse } from '@conectando/contracts';
import { VideoIcon } from '@/components/ui/icons';

// The still picture of a video (taken in the browser at upload); a plain icon when none.
export const VideoPoster = ({ video }: { video: Pick<SkillVideoResponse, 'title' | 'thumbnailUrl'> }) => (
  <AspectRatio ratio={16 / 9} w="full" bg="gray.200" borderRadius="lg" overflow="hidden">
    {video.thumbnailUrl ? (
      <Image src={video.thumbnailUrl} alt={`Imagen del video «${video.title}»`} objectFit="cover" loading="lazy" />
    ) : (
      <Box
        display="flex"
        alignItems="center"
        justifyContent="center"
        color="gray.700"
        role="img"
        aria-label={`Video «${video.title}», sin imagen`}
      >
        <VideoIcon boxSize="12" />
      </Box>
    )}
  </AspectRatio>
);
