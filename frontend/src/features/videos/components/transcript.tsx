import { useState } from 'react';
import { Button, Stack, Text, chakra } from '@chakra-ui/react';
import { clockOf, PLAYER_MSG } from '@conectando/contracts';

export interface Line {
  start: number;
  text: string;
}

// 'Transcripción': the captions as text to read at one's pace; tapping a line takes the video there.
export const Transcript = ({ lines, onSeek }: { lines: Line[]; onSeek: (seconds: number) => void }) => {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="2">
      <Button
        variant="outline"
        size="xl"
        minH="11"
        width="full"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {PLAYER_MSG.transcript}
      </Button>
      {open && (
        <chakra.ol
          listStyleType="none"
          display="flex"
          flexDirection="column"
          gap="1"
          aria-label={PLAYER_MSG.transcript}
        >
          {lines.length === 0 && (
            <Text as="li" fontSize="lg" color="fg.muted">
              Este video no tiene texto todavía.
            </Text>
          )}
          {lines.map((line) => (
            <li key={`${line.start}-${line.text}`}>
              <Button
                variant="ghost"
                width="full"
                minH="11"
                h="auto"
                py="2"
                justifyContent="flex-start"
                textAlign="start"
                whiteSpace="normal"
                fontSize="lg"
                fontWeight="normal"
                onClick={() => onSeek(line.start)}
              >
                <Text as="span" fontWeight="semibold" color="fg.muted" flexShrink={0}>
                  {clockOf(line.start)}
                </Text>
                {line.text}
              </Button>
            </li>
          ))}
        </chakra.ol>
      )}
    </Stack>
  );
};
