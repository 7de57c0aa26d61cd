import { HStack } from '@chakra-ui/react';
import { LIVE_CLASS_MAX_CAPACITY, LIVE_CLASS_MAX_WEEKS, LIVE_CLASS_MIN_CAPACITY } from '@conectando/contracts';
import { Checkbox } from '@/components/ui/chakra/checkbox';
import type { LiveClassFormErrors, LiveClassFormValues, useLiveClassForm } from '../hooks/use-live-class-form';
import { ChoiceField } from './choice-field';

const DURATIONS = [30, 45, 60, 75, 90];
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

interface NewLiveClassFieldsProps {
  values: LiveClassFormValues;
  errors: LiveClassFormErrors;
  set: ReturnType<typeof useLiveClassForm>['set'];
}

/** What only a new class asks (an edit cannot change them): how long, how many seats, and weekly repeats. */
export const NewLiveClassFields = ({ values, errors, set }: NewLiveClassFieldsProps) => (
  <>
    <HStack gap="3" align="flex-start" flexWrap="wrap">
      <ChoiceField
        label="Duración"
        unit="minutos"
        value={values.durationMinutes}
        options={DURATIONS}
        error={errors.durationMinutes}
        onChange={(v) => set('durationMinutes', Number(v))}
      />
      <ChoiceField
        label="Cupos"
        value={values.capacity}
        options={range(LIVE_CLASS_MIN_CAPACITY, LIVE_CLASS_MAX_CAPACITY)}
        error={errors.capacity}
        onChange={(v) => set('capacity', Number(v))}
      />
    </HStack>
    <Checkbox.Root
      checked={values.repeat}
      onCheckedChange={({ checked }) => set('repeat', checked === true)}
      colorPalette="brand"
      size="lg"
      gap="3"
      minH="11"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control borderWidth="2px" bg={{ base: 'white', _checked: 'colorPalette.solid' }} />
      <Checkbox.Label fontSize="lg">Repetir cada semana</Checkbox.Label>
    </Checkbox.Root>
    {values.repeat && (
      <ChoiceField
        label="¿Cuántas semanas en total?"
        unit="semanas"
        value={values.weeks}
        error={errors.weeks}
        options={range(2, LIVE_CLASS_MAX_WEEKS)}
        onChange={(v) => set('weeks', Number(v))}
      />
    )}
  </>
);
