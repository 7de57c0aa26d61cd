import { useId, useState } from 'react';
import { Button, Stack, Text, chakra } from '@chakra-ui/react';
import { SKILL_CATEGORIES, WISHABLE_SKILLS } from '@conectando/contracts';
import { NativeSelect } from '@/components/ui/chakra/native-select';
import { LightbulbIcon } from '@/components/ui/icons';
import { useAddSkillWish } from '@/features/skills/api/skill-wishes';

const CATEGORIES = SKILL_CATEGORIES.map((c) => ({ ...c, skills: c.skills.filter((s) => WISHABLE_SKILLS.includes(s)) }));

// 'Quiero aprender…': picks a skill of the catalogue (the phone's own picker) and asks for it.
export const WishForm = ({ initialSkill = '' }: { initialSkill?: string }) => {
  const id = useId();
  const [skill, setSkill] = useState(initialSkill);
  const [asked, setAsked] = useState<string | null>(null);
  const add = useAddSkillWish();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!skill) return;
    add.mutate(skill, { onSuccess: (wish) => setAsked(wish.skillName) });
  };

  return (
    <chakra.form onSubmit={submit}>
      <Stack gap="3">
        <chakra.label htmlFor={id} fontSize="lg" fontWeight="semibold">
          ¿Qué quieres aprender?
        </chakra.label>
        <NativeSelect.Root size="lg">
          <NativeSelect.Field
            id={id}
            value={skill}
            onChange={(e) => {
              setSkill(e.target.value);
              setAsked(null);
            }}
          >
            <option value="">Elige una habilidad</option>
            {CATEGORIES.map((category) => (
              <optgroup key={category.id} label={category.name}>
                {category.skills.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          alignSelf="flex-start"
          disabled={!skill}
          loading={add.isPending}
          whiteSpace="normal"
          height="auto"
          minH="11"
        >
          <LightbulbIcon boxSize="5" />
          Quiero aprender
        </Button>
        <Text role="status" fontSize="lg" color="green.800">
          {asked ? `¡Listo! Te avisaremos cuando haya un video de ${asked}.` : ''}
        </Text>
      </Stack>
    </chakra.form>
  );
};
