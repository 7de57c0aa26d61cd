import { useState } from 'react';
import { CreateLiveClassDto, UpdateLiveClassDto, type LiveClassDetail } from '@conectando/contracts';
import { fromChileInputs, toChileInputs } from '@/lib/chile-inputs';
import { validateDto } from '@/lib/validate-dto';
import { useCreateLiveClass, useUpdateLiveClass } from '../api/live-classes';

export interface LiveClassFormValues {
  title: string;
  skillName: string;
  description: string;
  date: string;
  time: string;
  durationMinutes: number;
  capacity: number;
  repeat: boolean;
  weeks: number;
}

export type LiveClassFormErrors = Partial<Record<keyof CreateLiveClassDto, string>>;

export const MISSING_WHEN = 'Elige el día y la hora del taller';

// A new class: the day after tomorrow at 16:00 in Chile, an hour, five seats.
const blank = (): LiveClassFormValues => ({
  title: '',
  skillName: '',
  description: '',
  date: toChileInputs(new Date(Date.now() + 2 * 86_400_000)).date,
  time: '16:00',
  durationMinutes: 60,
  capacity: 5,
  repeat: false,
  weeks: 4,
});

const fromClass = (c: LiveClassDetail): LiveClassFormValues => ({
  ...blank(),
  title: c.title,
  skillName: c.skillName,
  description: c.description,
  ...toChileInputs(new Date(c.startsAt)),
  durationMinutes: c.durationMinutes,
  capacity: c.capacity,
});

/** The 'Nuevo taller' form (or its edit, with `existing`): the values, the contracts' rules, and the send. */
export function useLiveClassForm(existing: LiveClassDetail | undefined, onSaved: (id: string) => void) {
  const [values, setValues] = useState<LiveClassFormValues>(() => (existing ? fromClass(existing) : blank()));
  const [errors, setErrors] = useState<LiveClassFormErrors>({});
  const create = useCreateLiveClass();
  const update = useUpdateLiveClass();
  const sending = existing ? update : create;

  const set = <K extends keyof LiveClassFormValues>(key: K, value: LiveClassFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = async () => {
    const startsAt = fromChileInputs(values.date, values.time);
    if (existing) {
      const dto: UpdateLiveClassDto = { title: values.title, description: values.description };
      if (startsAt !== existing.startsAt) dto.startsAt = startsAt ?? '';
      const found: LiveClassFormErrors = startsAt
        ? await validateDto(UpdateLiveClassDto, dto)
        : { startsAt: MISSING_WHEN };
      setErrors(found);
      if (Object.keys(found).length === 0)
        update.mutate({ id: existing.id, ...dto }, { onSuccess: (c) => onSaved(c.id) });
      return;
    }
    const dto: CreateLiveClassDto = {
      title: values.title,
      skillName: values.skillName,
      description: values.description,
      startsAt: startsAt ?? '',
      durationMinutes: values.durationMinutes,
      capacity: values.capacity,
      ...(values.repeat ? { weeks: values.weeks } : {}),
    };
    const found = await validateDto(CreateLiveClassDto, dto);
    if (!startsAt) found.startsAt = MISSING_WHEN;
    setErrors(found);
    if (Object.keys(found).length === 0) create.mutate(dto, { onSuccess: (r) => onSaved(r.classes[0].id) });
  };

  return { values, set, errors, submit, sending };
}
