import { useState } from 'react';
import { Button, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { Fieldset } from '@/components/ui/chakra/fieldset';
import { NativeSelect } from '@/components/ui/chakra/native-select';
import {
  MEETING_DURATIONS,
  MEETING_MAX_SLOTS,
  MEETING_TOPIC_MAX_LENGTH,
  slotsProblem,
  type MeetingDuration,
  type MeetingResponse,
} from '@conectando/contracts';
import { Textarea } from '@/components/ui/chakra/textarea';
import { Dialog } from '@/components/ui/chakra/dialog';
import { DayTextField } from '@/components/ui/day-text-field';
import { DialogFrame, dialogButtonWidth, dialogFooterProps } from '@/components/ui/dialog-frame';
import { FormField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { useProposeMeeting, useRescheduleMeeting } from '../api/meetings';
import { santiagoInstant, santiagoWallClock } from '../utils/santiago-time';

interface ProposeMeetingDialogProps {
  open: boolean;
  onClose: () => void;
  otherName: string;
  // A new meeting with this person, or new times for this meeting.
  target: { inviteeId: string } | { meeting: MeetingResponse };
  onDone?: (meeting: MeetingResponse) => void;
}

interface SlotFields {
  // Kept when another slot is removed or the dialog starts again, so each day field holds its own text.
  key: number;
  date: string;
  time: string;
}

let slotKeys = 0;

// Chile reads the 24-hour clock: a list of 'HH:MM' (the phone's own picker) instead of `input type=time`,
// which an English Chrome shows as '10:00 AM' whatever the page's language. Waking hours, every quarter.
const TIMES = Array.from({ length: (21 - 8) * 4 + 1 }, (_, i) => {
  const minutes = 8 * 60 + i * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

const MISSING_SLOT = 'Elige el día y la hora de cada horario';

// Tomorrow at 10:00 in Chile: a time most people can take, which they change with two taps.
const defaultSlot = (): SlotFields => ({
  key: ++slotKeys,
  date: santiagoWallClock(new Date(Date.now() + 86_400_000)).date,
  time: '10:00',
});

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
    const instants = slots.map((s) => santiagoInstant(s.date, s.time));
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
            <Fieldset.Root key={slot.key} gap="2">
              <Fieldset.Legend fontSize="lg" fontWeight="bold">
                Horario {index + 1}
              </Fieldset.Legend>
              {/* From the top: the day's format hint below it would push the hour's box out of line. */}
              <HStack gap="3" align="flex-start" flexWrap="wrap">
                <DayTextField
                  label="Día"
                  size="xl"
                  defaultValue={slot.date}
                  // A wrong day is none: sending then asks for the day instead of using the last right one.
                  onChange={(date) => setSlot(index, { date: date ?? '' })}
                />
                <FormField label="Hora">
                  <NativeSelect.Root size="xl">
                    <NativeSelect.Field
                      fontSize="lg"
                      value={slot.time}
                      onChange={(e) => setSlot(index, { time: e.target.value })}
                    >
                      <option value="">Elige la hora</option>
                      {TIMES.map((time) => (
                        <option key={time} value={time}>
                          {time}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              </HStack>
              {slots.length > 1 && (
                <Button
                  variant="outline"
                  size="lg"
                  alignSelf="flex-start"
                  onClick={() => setSlots((all) => all.filter((_, i) => i !== index))}
                >
                  Quitar horario {index + 1}
                </Button>
              )}
            </Fieldset.Root>
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
            <>
              <Fieldset.Root gap="2">
                <Fieldset.Legend fontSize="lg" fontWeight="bold">
                  Duración
                </Fieldset.Legend>
                <HStack gap="2" role="radiogroup" aria-label="Duración" flexWrap="wrap">
                  {MEETING_DURATIONS.map((minutes) => (
                    <Button
                      key={minutes}
                      role="radio"
                      aria-checked={duration === minutes}
                      size="xl"
                      minW="20"
                      colorPalette="brand"
                      variant={duration === minutes ? 'solid' : 'outline'}
                      onClick={() => setDuration(minutes)}
                    >
                      {minutes} min
                    </Button>
                  ))}
                </HStack>
              </Fieldset.Root>
              <FormField label="Tema (opcional)">
                <Textarea
                  fontSize="lg"
                  maxLength={MEETING_TOPIC_MAX_LENGTH}
                  placeholder="Ej.: aprender a tejer a palillo"
                  value={topic}
                  onChange={(e) => setTopic(e.target.value)}
                />
              </FormField>
            </>
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
