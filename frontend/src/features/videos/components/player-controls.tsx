import type { ReactNode } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { PLAYBACK_RATES, PLAYER_MSG } from '@conectando/contracts';
import { ForwardIcon, PauseIcon, PlayIcon, RewindIcon } from '@/components/ui/icons';

const SKIP_SECONDS = 10;

// 0.75 → '0,75×' (es-CL writes a decimal comma).
const rateLabel = (rate: number) => `${String(rate).replace('.', ',')}×`;

// Half the width each, the icon over its word.
const SkipButton = ({ onClick, children }: { onClick: () => void; children: ReactNode }) => (
  <Button variant="outline" size="xl" flex="1" px="2" h="auto" py="2" flexDirection="column" gap="1" onClick={onClick}>
    {children}
  </Button>
);

interface PlayerControlsProps {
  videoId: string;
  playing: boolean;
  // 'Continuar desde…' is offered above: play steps back to an outline.
  resumeOffered: boolean;
  onTogglePlay: () => void;
  onSkip: (seconds: number) => void;
  rate: number;
  onRate: (rate: number) => void;
}

/** Large buttons for play or pause, 10-second jumps and the speed, which a shaky finger can hit. */
export const PlayerControls = (props: PlayerControlsProps) => {
  const { videoId, playing, resumeOffered, onTogglePlay, onSkip, rate, onRate } = props;
  return (
    <>
      <Button
        colorPalette="brand"
        variant={resumeOffered ? 'outline' : 'solid'}
        size="xl"
        width="full"
        onClick={onTogglePlay}
      >
        {playing ? <PauseIcon boxSize="6" /> : <PlayIcon boxSize="6" />}
        {playing ? 'Pausar' : 'Reproducir'}
      </Button>
      <HStack gap="2">
        <SkipButton onClick={() => onSkip(-SKIP_SECONDS)}>
          <RewindIcon boxSize="6" />
          Atrás 10 s
        </SkipButton>
        <SkipButton onClick={() => onSkip(SKIP_SECONDS)}>
          <ForwardIcon boxSize="6" />
          Adelante 10 s
        </SkipButton>
      </HStack>
      <HStack gap="2" role="group" aria-labelledby={`velocidad-${videoId}`} wrap="wrap">
        <Text id={`velocidad-${videoId}`} fontSize="lg" fontWeight="semibold" flexBasis="full">
          {PLAYER_MSG.speed}
        </Text>
        {PLAYBACK_RATES.map((r) => (
          <Button
            key={r}
            flex="1"
            minH="11"
            size="xl"
            px="2"
            variant={rate === r ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={rate === r}
            onClick={() => onRate(r)}
          >
            {rateLabel(r)}
          </Button>
        ))}
      </HStack>
    </>
  );
};
