import { useState } from 'react';
import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Checkbox } from '@/components/ui/chakra/checkbox';
import { Fieldset } from '@/components/ui/chakra/fieldset';
import { SKILL_CATEGORIES, STORY_SKILL_NAME } from '@conectando/contracts';
import { DialogShell } from '@/components/ui/dialog-shell';
import { useUpdateSkills } from '../api/update-profile';

interface EditSkillsDialogProps {
  userId: string;
  skills: string[];
  open: boolean;
  onClose: () => void;
}

// Stories have their own tab; a skill list is the skills one teaches or learns.
const CATEGORIES = SKILL_CATEGORIES.map((c) => ({ ...c, skills: c.skills.filter((s) => s !== STORY_SKILL_NAME) }));

// The 'Editar habilidades' dialog: checkboxes grouped by category; the list replaces the old one.
export const EditSkillsDialog = ({ userId, skills, open, onClose }: EditSkillsDialogProps) => (
  <DialogShell open={open} onClose={onClose} title="Editar habilidades" size="lg">
    {open && <SkillsForm key={skills.join('|')} userId={userId} skills={skills} onClose={onClose} />}
  </DialogShell>
);

const SkillsForm = ({ userId, skills, onClose }: Omit<EditSkillsDialogProps, 'open'>) => {
  const [chosen, setChosen] = useState(() => new Set(skills));
  const update = useUpdateSkills(userId);
  const toggle = (skill: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(skill);
      else next.delete(skill);
      return next;
    });

  return (
    <Stack gap="6" pb="4">
      <Text fontSize="md" color="fg.muted">
        Marca las habilidades que enseñas o quieres aprender. Elegidas: {chosen.size}
      </Text>
      {CATEGORIES.map((category) => (
        <Fieldset.Root key={category.id}>
          <Fieldset.Legend fontSize="xl" fontWeight="bold" mb="2">
            {category.name}
          </Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="1">
            {category.skills.map((skill) => (
              <Checkbox.Root
                key={skill}
                checked={chosen.has(skill)}
                onCheckedChange={(e) => toggle(skill, e.checked === true)}
                size="lg"
                minH="11"
                alignItems="center"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label fontSize="lg">{skill}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        </Fieldset.Root>
      ))}
      <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="flex-end">
        <Button variant="outline" size="xl" onClick={onClose}>
          Cancelar
        </Button>
        <Button
          colorPalette="brand"
          size="xl"
          loading={update.isPending}
          loadingText="Guardando…"
          onClick={() => update.mutate({ skills: [...chosen] }, { onSuccess: onClose })}
        >
          Guardar habilidades
        </Button>
      </Stack>
    </Stack>
  );
};
