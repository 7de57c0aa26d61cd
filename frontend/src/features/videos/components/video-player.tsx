import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { Badge } from '@/components/ui/chakra/badge';
import type { SkillVideoResponse } from '@conectando/contracts';
import { DialogShell } from '@/components/ui/dialog-shell';
import { ForwardIcon, PauseIcon, PlayIcon, RewindIcon } from '@/components/ui/icons';
import { useMarkVideoWatched } from '../api/mark-video-watched';
import { playerDurationLabel } from '@/components/video/duration-label';

const SKIP_SECONDS = 10;

interface VideoPlayerDialogProps {
  // The video to play, or null when closed.
  video: SkillVideoResponse | null;
  onClose: () => void;
  // Save toggle and the like, under the controls.
  actions?: ReactNode;
}

// A native <video> (the browser's own controls stay available and keyboard usable) plus large
// buttons for play/pause and 10-second jumps that a shaky finger can hit. Nothing starts on its own:
// no autoplay; the poster shows until the user presses play. The file is served with HTTP Range, so
// seeking does not download the whole video.
export const VideoPlayerDialog = ({ video, onClose, actions }: VideoPlayerDialogProps) => (
  <DialogShell open={video !== null} onClose={onClose} title={video?.title ?? ''} size="lg">
    {video && <Player key={video.id} video={video} actions={actions} />}
  </DialogShell>
);

export const Player = ({ video, actions }: { video: SkillVideoResponse; actions?: ReactNode }) => {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const markWatched = useMarkVideoWatched();
  const markedRef = useRef(false);

  // Closing the dialog stops the sound at once.
  useEffect(() => {
    const element = ref.current;
    return () => element?.pause();
  }, []);

  const togglePlay = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused)
      void element.play().catch((error: unknown) => console.error('No se pudo reproducir el video', error));
    else element.pause();
  };

  const skip = (seconds: number) => {
    const element = ref.current;
    if (!element) return;
    const end = Number.isFinite(element.duration) ? element.duration : element.currentTime + seconds;
    element.currentTime = Math.min(Math.max(0, element.currentTime + seconds), end);
  };

  // 'Videos Revisados' counts a video the viewer watched to the end.
  const onEnded = () => {
    setPlaying(false);
    if (markedRef.current) return;
    markedRef.current = true;
    markWatched.mutate(video.id);
  };

  return (
    <Stack gap="4" pb="4">
      <Box bg="black" borderRadius="lg" overflow="hidden">
        <chakra.video
          ref={ref}
          src={video.videoUrl}
          poster={video.thumbnailUrl ?? undefined}
          controls
          preload="metadata"
          playsInline
          width="full"
          maxH="60vh"
          display="block"
          aria-label={`Video: ${video.title}`}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={onEnded}
        >
          Tu navegador no puede reproducir este video.
        </chakra.video>
      </Box>
      <Stack gap="2">
        <Button colorPalette="brand" size="xl" width="full" onClick={togglePlay}>
          {playing ? <PauseIcon boxSize="6" /> : <PlayIcon boxSize="6" />}
          {playing ? 'Pausar' : 'Reproducir'}
        </Button>
        <HStack gap="2">
          <Button
            variant="outline"
            size="xl"
            flex="1"
            px="2"
            h="auto"
            py="2"
            flexDirection="column"
            gap="1"
            onClick={() => skip(-SKIP_SECONDS)}
          >
            <RewindIcon boxSize="6" />
            Atrás 10 s
          </Button>
          <Button
            variant="outline"
            size="xl"
            flex="1"
            px="2"
            h="auto"
            py="2"
            flexDirection="column"
            gap="1"
            onClick={() => skip(SKIP_SECONDS)}
          >
            <ForwardIcon boxSize="6" />
            Adelante 10 s
          </Button>
        </HStack>
      </Stack>
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
      {actions}
    </Stack>
  );
};
