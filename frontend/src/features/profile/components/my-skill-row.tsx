import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { STORY_SKILL_NAME, type SkillProgressResponse, type UserMode } from '@conectando/contracts';
import { ONE_COLUMN_WITH_LARGE_TEXT } from '@/components/layout/chrome-sizes';
import { CheckIcon, RefreshIcon, UploadIcon, VideoIcon } from '@/components/ui/icons';
import { MentorOnlyButton } from '@/components/ui/mentor-only-button';
import type { SkillActivity } from '../api/record-skill-activity';

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

interface MySkillRowProps {
  skill: string;
  mode: UserMode;
  progress: SkillProgressResponse | undefined;
  loadingProgress: boolean;
  busy: (kind: SkillActivity) => boolean;
  onActivity: (kind: SkillActivity) => void;
  onUpload: (skillName: string) => void;
  onShareStory: () => void;
}

/** One of the user's skills: its progress, Práctica and Lección, and its video (or story) to share. */
export const MySkillRow = ({
  skill,
  mode,
  progress,
  loadingProgress,
  busy,
  onActivity,
  onUpload,
  onShareStory,
}: MySkillRowProps) => (
  <Stack as="li" gap="2" borderTopWidth="1px" borderColor="border" pt="3">
    <Heading as="h3" fontSize="xl">
      {skill}
    </Heading>
    <Text fontSize="md" color="fg.muted">
      {loadingProgress ? 'Cargando…' : progressText(progress)}
    </Text>
    <SimpleGrid columns={2} gap="2" css={ONE_COLUMN_WITH_LARGE_TEXT}>
      {ACTIVITY_BUTTONS.map(({ activity: kind, label, icon: Icon }) => (
        <Button key={kind} variant="outline" size="lg" px="2" loading={busy(kind)} onClick={() => onActivity(kind)}>
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
      <MentorOnlyButton mode={mode} variant="outline" size="lg" width="full" onClick={() => onUpload(skill)}>
        <UploadIcon boxSize="5" />
        Subir Video
      </MentorOnlyButton>
    )}
  </Stack>
);
