import { HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { VIDEO_MSG, type SkillVideoResponse } from '@conectando/contracts';
import { useVideoBeingProcessed } from '../api/get-video';
import { UploadFailure } from './upload-status';
import { Player } from './video-player';

// After the upload: 'Procesando tu video…' until the server made the playable file, then the video
// itself (or why it could not be used), without reloading anything.
export const VideoProcessingStatus = ({ uploaded }: { uploaded: SkillVideoResponse }) => {
  const video = useVideoBeingProcessed(uploaded);
  if (video.status === 'ready') {
    return (
      <Stack gap="3">
        <Text fontSize="xl" fontWeight="bold" role="status">
          ¡Tu video está listo!
        </Text>
        <Player video={video} />
      </Stack>
    );
  }
  if (video.status === 'failed') return <UploadFailure message={video.statusMessage ?? VIDEO_MSG.processingFailed} />;
  return (
    <HStack gap="4" py="6" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.700" />
      <Text fontSize="xl" fontWeight="semibold">
        {VIDEO_MSG.processing}
      </Text>
    </HStack>
  );
};
