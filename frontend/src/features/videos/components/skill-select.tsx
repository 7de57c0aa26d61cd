import { NativeSelect } from '@/components/ui/chakra/native-select';
import { SKILL_CATEGORIES, STORY_SKILL_NAME } from '@conectando/contracts';

// Skills that a skill video may take: every skill except the story one (stories have their own dialog).
const VIDEO_CATEGORIES = SKILL_CATEGORIES.map((c) => ({
  ...c,
  skills: c.skills.filter((s) => s !== STORY_SKILL_NAME),
}));

// The video's skill, grouped by category, in the phone's own picker.
export const SkillSelect = ({ disabled, ...field }: NativeSelect.FieldProps & { disabled: boolean }) => (
  <NativeSelect.Root size="lg" disabled={disabled}>
    <NativeSelect.Field {...field}>
      <option value="">Selecciona una habilidad</option>
      {VIDEO_CATEGORIES.map((category) => (
        <optgroup key={category.id} label={category.name}>
          {category.skills.map((skill) => (
            <option key={skill} value={skill}>
              {skill}
            </option>
          ))}
        </optgroup>
      ))}
    </NativeSelect.Field>
    <NativeSelect.Indicator />
  </NativeSelect.Root>
);
