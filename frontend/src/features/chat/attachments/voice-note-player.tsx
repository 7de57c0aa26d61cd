import { useEffect, useRef, useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { PauseIcon, PlayIcon } from '@/components/ui/icons';
import { formatDuration } from './format-duration';

interface VoiceNotePlayerProps {
  src: string;
  // The server's figure: a recording's own header may not say (then the player shows 0:00 until played).
  durationSeconds?: number;
  // Inside one's own (dark) bubble the controls are drawn light.
  onDark?: boolean;
}

const SLOW = 0.75;

// Big 'Escuchar' / 'Pausar', the time heard of the whole, and a slower speed for whoever needs it.
export const VoiceNotePlayer = ({ src, durationSeconds, onDark = false }: VoiceNotePlayerProps) => {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [length, setLength] = useState(durationSeconds ?? 0);
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (audio.current) audio.current.playbackRate = slow ? SLOW : 1;
  }, [slow]);

  const toggle = () => {
    const el = audio.current;
    if (!el) return;
    if (el.paused) {
      el.playbackRate = slow ? SLOW : 1;
      void el.play().catch(() => setPlaying(false));
    } else el.pause();
  };

  const buttonColors = onDark
    ? { bg: 'white', color: 'brand.800', _hover: { bg: 'brand.50' } }
    : { bg: 'brand.700', color: 'white', _hover: { bg: 'brand.800' } };

  return (
    <HStack gap="2" wrap="wrap" py="1">
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          setPosition(0);
        }}
        onTimeUpdate={(e) => setPosition(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => {
          if (Number.isFinite(e.currentTarget.duration)) setLength(e.currentTarget.duration);
        }}
      />
      <Button type="button" size="lg" minH="12" px="4" borderRadius="full" onClick={toggle} {...buttonColors}>
        {playing ? <PauseIcon boxSize="5" /> : <PlayIcon boxSize="5" />}
        {playing ? 'Pausar' : 'Escuchar'}
      </Button>
      <Text fontSize="lg" fontVariantNumeric="tabular-nums" aria-label="Tiempo escuchado">
        {formatDuration(position)} / {formatDuration(length)}
      </Text>
      <Button
        type="button"
        size="md"
        minH="11"
        variant="outline"
        borderColor={onDark ? 'white' : 'border.emphasized'}
        color={onDark ? 'white' : 'fg'}
        _hover={{ bg: onDark ? 'brand.800' : 'gray.100' }}
        aria-pressed={slow}
        aria-label={slow ? 'Velocidad lenta (0,75×). Cambiar a normal' : 'Velocidad normal (1×). Cambiar a lenta'}
        onClick={() => setSlow((s) => !s)}
      >
        {slow ? '0,75×' : '1×'}
      </Button>
    </HStack>
  );
};
