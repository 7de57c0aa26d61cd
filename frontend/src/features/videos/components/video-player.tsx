import type { ReactNode } from 'react';
import { Box, Button, Stack, chakra } from '@chakra-ui/react';
import { clockOf, PLAYER_MSG, type SkillVideoResponse } from '@conectando/contracts';
import { DialogShell } from '@/components/ui/dialog-shell';
import { PlayIcon } from '@/components/ui/icons';
import { captionsUrl, usePlayerVideo } from '../api/video-progress';
import { useCaptionLines } from '../hooks/use-caption-lines';
import { usePlayback } from '../hooks/use-playback';
import { PlayerControls } from './player-controls';
import { Transcript } from './transcript';
import { VideoAbout } from './video-about';

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
  const { ref, playing, rate, resumeOffered, changeRate, seekTo, togglePlay, skip, videoEvents } = usePlayback(
    video.id,
  );
  const fresh = usePlayerVideo(video.id);
  const resumeAt = fresh.data?.resumeAt ?? null;
  const hasCaptions = fresh.data?.captions ?? video.captions;
  const { trackRef, lines, showCaptions, toggleCaptions } = useCaptionLines(hasCaptions);

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
          css={{ '&::cue': { fontSize: '1.5em', lineHeight: '1.4', backgroundColor: 'rgba(0, 0, 0, 0.85)' } }}
          {...videoEvents}
        >
          {hasCaptions && (
            <track ref={trackRef} kind="captions" srcLang="es" label="Español" src={captionsUrl(video.id)} default />
          )}
          Tu navegador no puede reproducir este video.
        </chakra.video>
      </Box>
      <Stack gap="2">
        {resumeOffered && resumeAt !== null && (
          <Button variant="solid" colorPalette="brand" size="xl" width="full" onClick={() => seekTo(resumeAt, true)}>
            <PlayIcon boxSize="6" />
            {PLAYER_MSG.resumeFrom(clockOf(resumeAt))}
          </Button>
        )}
        <PlayerControls
          videoId={video.id}
          playing={playing}
          resumeOffered={resumeOffered && resumeAt !== null}
          onTogglePlay={togglePlay}
          onSkip={skip}
          rate={rate}
          onRate={changeRate}
        />
        {hasCaptions && (
          <Button
            variant={showCaptions ? 'solid' : 'outline'}
            colorPalette="brand"
            size="xl"
            minH="11"
            width="full"
            role="switch"
            aria-checked={showCaptions}
            onClick={toggleCaptions}
          >
            {PLAYER_MSG.captions}: {showCaptions ? 'sí' : 'no'}
          </Button>
        )}
        {hasCaptions && <Transcript lines={lines} onSeek={(s) => seekTo(s)} />}
      </Stack>
      <VideoAbout video={video} />
      {actions}
    </Stack>
  );
};
