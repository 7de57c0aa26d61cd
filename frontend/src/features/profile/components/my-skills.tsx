import type { ReactNode } from 'react';
import { Button, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ONE_COLUMN_WITH_LARGE_TEXT } from '@/components/layout/chrome-sizes';
import { Accordion } from '@/components/ui/chakra/accordion';
import {
  SKILL_CATEGORIES,
  STORY_SKILL_NAME,
  UserMode,
  type SkillProgressResponse,
  type SkillVideoResponse,
} from '@conectando/contracts';
import { BookIcon, CheckIcon, PencilIcon, RefreshIcon, UploadIcon, VideoIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-states';
import { MentorOnlyButton } from '@/components/ui/mentor-only-button';
import { VideoQueryGrid } from '@/components/video/video-grid';
import { useRecordSkillActivity, type SkillActivity } from '../api/record-skill-activity';
import { useSkillProgress, useUserVideos } from '../api/get-profile';

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

// Per-skill actions Práctica and Lección (a lesson completes the skill once more).
const ACTIVITY_BUTTONS = [
  { activity: 'practice', label: 'Práctica', icon: RefreshIcon },
  { activity: 'complete', label: 'Lección', icon: CheckIcon },
] as const;

const progressText = (progress: SkillProgressResponse | undefined) => {
  if (!progress) return 'Sin actividad todavía';
  const practices = progress.practiceCount === 1 ? '1 práctica' : `${progress.practiceCount} prácticas`;
  const lessons = progress.completedCount === 1 ? '1 lección' : `${progress.completedCount} lecciones`;
  return `${practices} · ${lessons}`;
};

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
                      <Stack as="li" key={skill} gap="2" borderTopWidth="1px" borderColor="border" pt="3">
                        <Heading as="h3" fontSize="xl">
                          {skill}
                        </Heading>
                        <Text fontSize="md" color="fg.muted">
                          {progress.isPending
                            ? 'Cargando…'
                            : progressText(progress.data?.find((p) => p.skillName === skill))}
                        </Text>
                        <SimpleGrid columns={2} gap="2" css={ONE_COLUMN_WITH_LARGE_TEXT}>
                          {ACTIVITY_BUTTONS.map(({ activity: kind, label, icon: Icon }) => (
                            <Button
                              key={kind}
                              variant="outline"
                              size="lg"
                              px="2"
                              loading={busy(skill, kind)}
                              onClick={() => activity.mutate({ skillName: skill, activity: kind })}
                            >
                              <Icon boxSize="5" />
                              {label}
                            </Button>
                          ))}
                        </SimpleGrid>
                        {skill === STORY_SKILL_NAME ? (
                          // The skill-video dialog has no 'Historia Personal' in its list: a story has its own.
                          <MentorOnlyButton mode={mode} variant="outline" size="lg" width="full" onClick={onShareStory}>
                            <VideoIcon boxSize="5" />
                            Compartir Historia
                          </MentorOnlyButton>
                        ) : (
                          <MentorOnlyButton
                            mode={mode}
                            variant="outline"
                            size="lg"
                            width="full"
                            onClick={() => onUpload(skill)}
                          >
                            <UploadIcon boxSize="5" />
                            Subir Video
                          </MentorOnlyButton>
                        )}
                      </Stack>
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

// The user's own skill videos, each with the actions the route gives (delete, in mentor mode).
const MyVideos = ({
  userId,
  onPlay,
  actions,
}: {
  userId: string;
  onPlay: (video: SkillVideoResponse) => void;
  actions?: (video: SkillVideoResponse) => ReactNode;
}) => {
  const videos = useUserVideos(userId);
  return (
    <Stack as="section" aria-labelledby="mis-videos" gap="3" pt="2">
      <HStack gap="2">
        <BookIcon boxSize="6" color="brand.700" />
        <Heading as="h3" id="mis-videos" fontSize="2xl">
          Mis videos
        </Heading>
      </HStack>
      <VideoQueryGrid
        query={videos}
        onPlay={onPlay}
        showAuthor={false}
        headingLevel="h4"
        empty="Todavía no subes videos."
        actions={actions}
      />
    </Stack>
  );
};
