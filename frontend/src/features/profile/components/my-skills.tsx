import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { Accordion } from '@/components/ui/chakra/accordion';
import { SKILL_CATEGORIES, UserMode, type SkillVideoResponse } from '@conectando/contracts';
import { PencilIcon, UploadIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-states';
import { MentorOnlyButton } from '@/components/ui/mentor-only-button';
import { useRecordSkillActivity, type SkillActivity } from '../api/record-skill-activity';
import { useSkillProgress } from '../api/get-profile';
import { MyVideos } from './my-videos';
import { MySkillRow } from './my-skill-row';

interface MySkillsProps {
  userId: string;
  mode: UserMode;
  skills: string[];
  onEditSkills: () => void;
  onUpload: (skillName?: string) => void;
  // 'Historia Personal' takes a story, not a skill video: its row opens the share-story dialog.
  onShareStory: () => void;
  onPlay: (video: SkillVideoResponse) => void;
  // Under each of the user's videos (the delete button, composed by the route).
  videoActions?: (video: SkillVideoResponse) => ReactNode;
}

// 'Mis Habilidades': the skills in accordions by category with Práctica, Lección and Subir Video.
export const MySkills = ({
  userId,
  mode,
  skills,
  onEditSkills,
  onUpload,
  onShareStory,
  onPlay,
  videoActions,
}: MySkillsProps) => {
  const progress = useSkillProgress(userId);
  const activity = useRecordSkillActivity(userId);
  const groups = SKILL_CATEGORIES.map((c) => ({
    category: c,
    skills: c.skills.filter((s) => skills.includes(s)),
  })).filter((g) => g.skills.length > 0);
  const busy = (skillName: string, kind: SkillActivity) =>
    activity.isPending && activity.variables?.skillName === skillName && activity.variables.activity === kind;

  return (
    <Stack gap="5">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button variant="outline" size="lg" onClick={onEditSkills}>
          <PencilIcon boxSize="5" />
          Editar habilidades
        </Button>
        <MentorOnlyButton mode={mode} colorPalette="brand" size="lg" onClick={() => onUpload()}>
          <UploadIcon boxSize="5" />
          Subir Video
        </MentorOnlyButton>
      </Stack>
      {groups.length === 0 && (
        <Text fontSize="lg" color="fg.muted">
          Aún no eliges habilidades. Usa «Editar habilidades» para agregarlas.
        </Text>
      )}
      {progress.isLoadingError && <LoadError onRetry={() => void progress.refetch()} />}
      {groups.length > 0 && (
        <Accordion.Root multiple collapsible defaultValue={[groups[0].category.id]} variant="enclosed">
          {groups.map(({ category, skills: inCategory }) => (
            <Accordion.Item key={category.id} value={category.id} bg="white">
              <Accordion.ItemTrigger minH="14" px="4" fontSize="lg" fontWeight="bold">
                <Text flex="1" textAlign="start">
                  {category.name} ({inCategory.length})
                </Text>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody px="3">
                  <Stack as="ul" listStyleType="none" gap="4" m="0" p="0">
                    {inCategory.map((skill) => (
                      <MySkillRow
                        key={skill}
                        skill={skill}
                        mode={mode}
                        progress={progress.data?.find((p) => p.skillName === skill)}
                        loadingProgress={progress.isPending}
                        busy={(kind) => busy(skill, kind)}
                        onActivity={(kind) => activity.mutate({ skillName: skill, activity: kind })}
                        onUpload={onUpload}
                        onShareStory={onShareStory}
                      />
                    ))}
                  </Stack>
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      )}
      <MyVideos userId={userId} onPlay={onPlay} actions={videoActions} />
    </Stack>
  );
};
