import { Button, HStack } from '@chakra-ui/react';
import { Fieldset } from '@/components/ui/chakra/fieldset';
import { NativeSelect } from '@/components/ui/chakra/native-select';
import { DayTextField } from '@/components/ui/day-text-field';
import { FormField } from '@/components/ui/form-field';
import { CHILE_QUARTER_HOURS, toChileInputs } from '@/lib/chile-inputs';

export interface SlotFields {
  // Kept when another slot is removed or the dialog starts again, so each day field holds its own text.
  key: number;
  date: string;
  time: string;
}

let slotKeys = 0;

// Tomorrow at 10:00 in Chile: a time most people can take, which they change with two taps.
export const defaultSlot = (): SlotFields => ({
  key: ++slotKeys,
  date: toChileInputs(new Date(Date.now() + 86_400_000)).date,
  time: '10:00',
});

interface MeetingSlotFieldsProps {
  slot: SlotFields;
  index: number;
  onChange: (change: Partial<SlotFields>) => void;
  // Absent while this is the only slot.
  onRemove?: () => void;
}

/** One proposed start: its day, its hour, and the way to take it out. */
export const MeetingSlotFields = ({ slot, index, onChange, onRemove }: MeetingSlotFieldsProps) => (
  <Fieldset.Root gap="2">
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
        onChange={(date) => onChange({ date: date ?? '' })}
      />
      <FormField label="Hora">
        <NativeSelect.Root size="xl">
          <NativeSelect.Field fontSize="lg" value={slot.time} onChange={(e) => onChange({ time: e.target.value })}>
            <option value="">Elige la hora</option>
            {CHILE_QUARTER_HOURS.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </HStack>
    {onRemove && (
      <Button variant="outline" size="lg" alignSelf="flex-start" onClick={onRemove}>
        Quitar horario {index + 1}
      </Button>
    )}
  </Fieldset.Root>
);
