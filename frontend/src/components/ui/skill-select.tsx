import { SKILL_CATEGORIES, STORY_SKILL_NAME } from '@conectando/contracts';
import { NativeSelect } from '@/components/ui/chakra/native-select';

// Every skill but the story one, for what stories do not take (a skill video: stories have their own dialog).
const WITHOUT_STORIES = SKILL_CATEGORIES.map((c) => ({
  ...c,
  skills: c.skills.filter((s) => s !== STORY_SKILL_NAME),
}));

interface SkillSelectProps extends NativeSelect.FieldProps {
  // The first, empty option: "all" in a filter, "choose one" in a form.
  emptyLabel: string;
  withoutStories?: boolean;
  disabled?: boolean;
}

/** The catalogue's skills grouped by category, in the phone's own picker. */
export const SkillSelect = ({ emptyLabel, withoutStories = false, disabled, ...field }: SkillSelectProps) => (
  <NativeSelect.Root size="lg" disabled={disabled}>
    <NativeSelect.Field {...field}>
      <option value="">{emptyLabel}</option>
      {(withoutStories ? WITHOUT_STORIES : SKILL_CATEGORIES).map((category) => (
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
