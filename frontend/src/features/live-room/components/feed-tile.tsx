import { Box, Button, Text } from '@chakra-ui/react';
import { StreamVideo } from '@/components/video/stream-video';

export interface FeedTileProps {
  name: string;
  stream: MediaStream | null;
  /** This browser's own camera: never played back (no echo). */
  self?: boolean;
  large?: boolean;
  talking: boolean;
  handRaised: boolean;
  /** The mentor's button to silence this person. */
  onMute?: () => void;
}

/** One person's video with their name under it, outlined while they speak. */
export const FeedTile = ({ name, stream, self = false, large = false, talking, handRaised, onMute }: FeedTileProps) => (
  <Box
    rounded="l3"
    overflow="hidden"
    bg="gray.900"
    borderWidth="4px"
    borderColor={talking ? 'green.500' : 'transparent'}
    data-talking={talking || undefined}
  >
    <Box aspectRatio={large ? '4 / 3' : '1'} maxH={large ? '45dvh' : undefined} w="100%">
      <StreamVideo stream={stream} muted={self} label={self ? 'Tu video' : `Video de ${name}`} />
    </Box>
    <Box px="2" py="1" bg="gray.800" color="white">
      <Text fontSize="lg" fontWeight="semibold" lineClamp={2}>
        {self ? 'Tú' : name}
        {handRaised ? ' ✋' : ''}
      </Text>
      {onMute && (
        <Button size="lg" minH="11" mt="1" w="100%" colorPalette="red" bg="red.700" onClick={onMute}>
          Silenciar a {name.split(' ')[0]}
        </Button>
      )}
    </Box>
  </Box>
);
