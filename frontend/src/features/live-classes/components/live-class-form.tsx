import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import {
  LIVE_CLASS_MAX_CAPACITY,
  LIVE_CLASS_MAX_WEEKS,
  LIVE_CLASS_MIN_CAPACITY,
  type LiveClassDetail,
} from '@conectando/contracts';
import { Checkbox } from '@/components/ui/chakra/checkbox';
import { NativeSelect } from '@/components/ui/chakra/native-select';
import { Textarea } from '@/components/ui/chakra/textarea';
import { DayTextField } from '@/components/ui/day-text-field';
import { FormField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { useLiveClassForm } from '../hooks/use-live-class-form';
import { SkillSelect } from '@/components/ui/skill-select';

// 24-hour times, waking hours every quarter (an English Chrome's time input would say 4:00 PM).
const TIMES = Array.from({ length: (21 - 8) * 4 + 1 }, (_, i) => {
  const m = 8 * 60 + i * 15;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
});
const DURATIONS = [30, 45, 60, 75, 90];
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const Choice = ({
  label,
  value,
  options,
  onChange,
  unit,
  error,
}: {
  label: string;
  value: string | number;
  options: (string | number)[];
  onChange: (value: string) => void;
  unit?: string;
  error?: string;
}) => (
  <FormField label={label} error={error}>
    <NativeSelect.Root size="lg">
      <NativeSelect.Field fontSize="lg" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {unit ? `${o} ${unit}` : o}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  </FormField>
);

/** 'Nuevo taller' (or, with `existing`, its edit: title, description and time only). */
export const LiveClassForm = ({ existing, onSaved }: { existing?: LiveClassDetail; onSaved: (id: string) => void }) => {
  const { values, set, errors, submit, sending } = useLiveClassForm(existing, onSaved);
  return (
    <form
      noValidate
      aria-label={existing ? 'Editar taller' : 'Nuevo taller'}
      onSubmit={(e) => (e.preventDefault(), void submit())}
    >
      <Stack gap="5">
        <FormField label="Nombre del taller" error={errors.title} required>
          <Input size="lg" fontSize="lg" value={values.title} onChange={(e) => set('title', e.target.value)} />
        </FormField>
        {!existing && (
          <FormField label="Habilidad" error={errors.skillName} required>
            <SkillSelect
              emptyLabel="Elige una habilidad"
              fontSize="lg"
              value={values.skillName}
              onChange={(e) => set('skillName', e.target.value)}
            />
          </FormField>
        )}
        <FormField label="De qué se trata" error={errors.description} required>
          <Textarea
            size="lg"
            fontSize="lg"
            rows={4}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
        </FormField>
        <Stack gap="2">
          <HStack gap="3" align="flex-start" flexWrap="wrap">
            <DayTextField label="Día" size="xl" defaultValue={values.date} onChange={(day) => set('date', day ?? '')} />
            <Choice label="Hora (de Chile)" value={values.time} options={TIMES} onChange={(v) => set('time', v)} />
          </HStack>
          {errors.startsAt && (
            <Text role="alert" color="fg.error" fontSize="md" fontWeight="semibold">
              {errors.startsAt}
            </Text>
          )}
        </Stack>
        {!existing && (
          <>
            <HStack gap="3" align="flex-start" flexWrap="wrap">
              <Choice
                label="Duración"
                unit="minutos"
                value={values.durationMinutes}
                options={DURATIONS}
                error={errors.durationMinutes}
                onChange={(v) => set('durationMinutes', Number(v))}
              />
              <Choice
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
              <Choice
                label="¿Cuántas semanas en total?"
                unit="semanas"
                value={values.weeks}
                error={errors.weeks}
                options={range(2, LIVE_CLASS_MAX_WEEKS)}
                onChange={(v) => set('weeks', Number(v))}
              />
            )}
          </>
        )}
        {sending.isError && (
          <Text role="alert" color="fg.error" fontSize="lg" fontWeight="semibold">
            {errorMessage(sending.error)}
          </Text>
        )}
        <Button type="submit" size="xl" alignSelf="flex-start" loading={sending.isPending} loadingText="Guardando…">
          {existing ? 'Guardar cambios' : 'Publicar taller'}
        </Button>
      </Stack>
    </form>
  );
};
