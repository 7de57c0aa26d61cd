import { Button, Stack, Text } from '@chakra-ui/react';
import { formatMeetingTime, type MeetingResponse } from '@conectando/contracts';
import { CheckIcon } from '@/components/ui/icons';

interface ProposedSlotsProps {
  meeting: MeetingResponse;
  // The invitee picks one; the one who proposed them only reads them.
  answering: boolean;
  chosen: string | null;
  onChoose: (slot: string) => void;
}

/** The times a proposed meeting offers, as a choice for the one answering. */
export const ProposedSlots = ({ meeting, answering, chosen, onChoose }: ProposedSlotsProps) => (
  <Stack gap="2">
    <Text fontSize="lg" id={`slots-${meeting.id}`}>
      {answering ? 'Elige un horario (hora de Chile):' : 'Horarios propuestos (hora de Chile):'}
    </Text>
    <Stack gap="2" role={answering ? 'radiogroup' : 'list'} aria-labelledby={`slots-${meeting.id}`}>
      {meeting.slots.map((slot) =>
        answering ? (
          <Button
            key={slot}
            role="radio"
            aria-checked={chosen === slot}
            size="xl"
            h="auto"
            minH="14"
            py="2"
            whiteSpace="normal"
            justifyContent="flex-start"
            textAlign="start"
            colorPalette="brand"
            variant={chosen === slot ? 'solid' : 'outline'}
            onClick={() => onChoose(slot)}
          >
            {chosen === slot && <CheckIcon boxSize="5" />}
            {formatMeetingTime(slot)}
          </Button>
        ) : (
          <Text key={slot} role="listitem" fontSize="lg" fontWeight="semibold">
            {formatMeetingTime(slot)}
          </Text>
        ),
      )}
    </Stack>
  </Stack>
);
