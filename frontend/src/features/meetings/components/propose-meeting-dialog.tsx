import { useState } from 'react';
import { Button, CloseButton, Stack, Text } from '@chakra-ui/react';
import { MEETING_MAX_SLOTS, slotsProblem, type MeetingDuration, type MeetingResponse } from '@conectando/contracts';
import { Dialog } from '@/components/ui/chakra/dialog';
import { DialogFrame, dialogButtonWidth, dialogFooterProps } from '@/components/ui/dialog-frame';
import { errorMessage } from '@/lib/api-client';
import { useProposeMeeting, useRescheduleMeeting } from '../api/meetings';
import { fromChileInputs } from '@/lib/chile-inputs';
import { MeetingLengthAndTopic } from './meeting-length-and-topic';
import { MeetingSlotFields, defaultSlot, type SlotFields } from './meeting-slot-fields';

interface ProposeMeetingDialogProps {
  open: boolean;
  onClose: () => void;
  otherName: string;
  // A new meeting with this person, or new times for this meeting.
  target: { inviteeId: string } | { meeting: MeetingResponse };
  onDone?: (meeting: MeetingResponse) => void;
}

const MISSING_SLOT = 'Elige el día y la hora de cada horario';

/** 1 to 3 start times, a duration and an optional topic, proposed to the other person. */
export const ProposeMeetingDialog = ({ open, onClose, otherName, target, onDone }: ProposeMeetingDialogProps) => {
  const rescheduling = 'meeting' in target;
  const [slots, setSlots] = useState<SlotFields[]>(() => [defaultSlot()]);
  const [duration, setDuration] = useState<MeetingDuration>(rescheduling ? target.meeting.durationMinutes : 30);
  const [topic, setTopic] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const propose = useProposeMeeting();
  const reschedule = useRescheduleMeeting();
  const sending = rescheduling ? reschedule : propose;

  const close = () => {
    propose.reset();
    reschedule.reset();
    setProblem(null);
    setSlots([defaultSlot()]);
    setTopic('');
    onClose();
  };

  const setSlot = (index: number, change: Partial<SlotFields>) =>
    setSlots((all) => all.map((s, i) => (i === index ? { ...s, ...change } : s)));

  const submit = () => {
    const instants = slots.map((s) => fromChileInputs(s.date, s.time));
    if (instants.some((i) => i === null)) return setProblem(MISSING_SLOT);
    const iso = instants as string[];
    const found = slotsProblem(iso);
    if (found) return setProblem(found);
    setProblem(null);
    const done = (meeting: MeetingResponse) => {
      close();
      onDone?.(meeting);
    };
    if (rescheduling) reschedule.mutate({ id: target.meeting.id, slots: iso }, { onSuccess: done });
    else
      propose.mutate(
        { inviteeId: target.inviteeId, slots: iso, durationMinutes: duration, topic: topic.trim() || undefined },
        { onSuccess: done },
      );
  };

  const error = problem ?? (sending.isError ? errorMessage(sending.error) : null);

  return (
    <DialogFrame open={open} onClose={close} locked={sending.isPending} scrollInside>
      <Dialog.Header px="5" pt="5" pe="16">
        <Dialog.Title fontSize="2xl" lineHeight="1.3">
          {rescheduling ? 'Proponer otro horario' : `Agendar una reunión con ${otherName}`}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body px="5">
        <Stack gap="5">
          <Text fontSize="lg">
            Propón hasta {MEETING_MAX_SLOTS} horarios (hora de Chile). {otherName.split(' ')[0]} elegirá uno y se verán
            por videollamada aquí mismo.
          </Text>
          {slots.map((slot, index) => (
            <MeetingSlotFields
              key={slot.key}
              slot={slot}
              index={index}
              onChange={(change) => setSlot(index, change)}
              onRemove={slots.length > 1 ? () => setSlots((all) => all.filter((_, i) => i !== index)) : undefined}
            />
          ))}
          {slots.length < MEETING_MAX_SLOTS && (
            <Button
              variant="outline"
              size="xl"
              onClick={() => setSlots((all) => [...all, { ...defaultSlot(), time: '' }])}
            >
              Agregar otro horario
            </Button>
          )}
          {!rescheduling && (
            <MeetingLengthAndTopic duration={duration} onDuration={setDuration} topic={topic} onTopic={setTopic} />
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer {...dialogFooterProps} flexDirection="column" alignItems="stretch">
        {error && (
          <Text role="alert" color="fg.error" fontSize="lg" fontWeight="semibold">
            {error}
          </Text>
        )}
        <Button
          colorPalette="brand"
          size="xl"
          width={dialogButtonWidth}
          loading={sending.isPending}
          loadingText="Enviando…"
          onClick={submit}
        >
          Enviar propuesta
        </Button>
      </Dialog.Footer>
      {!sending.isPending && (
        <Dialog.CloseTrigger asChild top="3" insetEnd="3">
          <CloseButton size="lg" aria-label="Cerrar" title="Cerrar" />
        </Dialog.CloseTrigger>
      )}
    </DialogFrame>
  );
};
