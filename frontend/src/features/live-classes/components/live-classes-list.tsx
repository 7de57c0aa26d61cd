import { useState } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { UserMode } from '@conectando/contracts';
import { useNavigate } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { Loading, LoadError } from '@/components/ui/load-states';
import { MentorOnlyButton } from '@/components/ui/mentor-only-button';
import { useLiveClasses } from '../api/live-classes';
import { useLiveClassUpdates } from '../hooks/use-live-class-updates';
import { LiveClassCard } from './live-class-card';
import { SkillSelect } from '@/components/ui/skill-select';

/** 'Talleres en vivo': the classes ahead, of one skill or all, and 'Nuevo taller' for mentors. */
export const LiveClassesList = ({ mode, newClassPath }: { mode: UserMode; newClassPath: string }) => {
  const [skill, setSkill] = useState('');
  const classes = useLiveClasses(skill);
  const navigate = useNavigate();
  useLiveClassUpdates();
  return (
    <Stack gap="5">
      <Heading as="h1" fontSize="3xl">
        Talleres en vivo
      </Heading>
      <Text fontSize="lg">
        Clases pequeñas por videollamada: aprende junto a otras personas con alguien que sabe. Los horarios son de
        Chile.
      </Text>
      <MentorOnlyButton mode={mode} size="xl" alignSelf="flex-start" onClick={() => void navigate(newClassPath)}>
        Nuevo taller
      </MentorOnlyButton>
      <FormField label="Habilidad">
        <SkillSelect
          emptyLabel="Todas las habilidades"
          fontSize="lg"
          value={skill}
          onChange={(e) => setSkill(e.target.value)}
        />
      </FormField>
      {classes.isPending ? (
        <Loading label="Cargando talleres…" />
      ) : classes.isError ? (
        <LoadError onRetry={() => void classes.refetch()} />
      ) : classes.data.length === 0 ? (
        <Text fontSize="lg" role="status">
          {skill ? `Aún no hay talleres de ${skill}.` : 'Aún no hay talleres programados.'}
        </Text>
      ) : (
        <Stack gap="3" as="ul" listStyleType="none" aria-label="Talleres">
          {classes.data.map((c) => (
            <li key={c.id}>
              <LiveClassCard liveClass={c} />
            </li>
          ))}
        </Stack>
      )}
      {skill && classes.data?.length === 0 && (
        <Button variant="outline" size="lg" alignSelf="flex-start" onClick={() => setSkill('')}>
          Ver todos los talleres
        </Button>
      )}
    </Stack>
  );
};
