import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { LiveClassDetail } from '@conectando/contracts';
import { Textarea } from '@/components/ui/chakra/textarea';
import { DayTextField } from '@/components/ui/day-text-field';
import { FormField } from '@/components/ui/form-field';
import { CHILE_QUARTER_HOURS } from '@/lib/chile-inputs';
import { errorMessage } from '@/lib/api-client';
import { useLiveClassForm } from '../hooks/use-live-class-form';
import { SkillSelect } from '@/components/ui/skill-select';
import { ChoiceField } from './choice-field';
import { NewLiveClassFields } from './new-live-class-fields';

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
            <ChoiceField
              label="Hora (de Chile)"
              value={values.time}
              options={CHILE_QUARTER_HOURS}
              onChange={(v) => set('time', v)}
            />
          </HStack>
          {errors.startsAt && (
            <Text role="alert" color="fg.error" fontSize="md" fontWeight="semibold">
              {errors.startsAt}
            </Text>
          )}
        </Stack>
        {!existing && <NewLiveClassFields values={values} errors={errors} set={set} />}
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
