import { useId } from 'react';
import { Button, Stack, Text, type ButtonProps } from '@chakra-ui/react';
import { UserMode, VIDEO_MSG } from '@conectando/contracts';

/**
 * A mentor-mode action (upload a video or story, delete one). In learner mode it is disabled and the
 * reason is written under it (spec §6), not hidden in a tooltip a finger cannot reach.
 */
export const MentorOnlyButton = ({ mode, children, ...props }: ButtonProps & { mode: UserMode }) => {
  const hintId = useId();
  const allowed = mode === UserMode.Mentor;
  if (allowed) return <Button {...props}>{children}</Button>;
  return (
    <Stack gap="1" width={props.width}>
      <Button {...props} disabled aria-describedby={hintId}>
        {children}
      </Button>
      <Text id={hintId} fontSize="sm" color="fg.muted">
        {VIDEO_MSG.mentorOnly}
      </Text>
    </Stack>
  );
};
