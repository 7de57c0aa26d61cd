import { useId } from 'react';
import { Button, Stack, Text, type ButtonProps } from '@chakra-ui/react';
import { UserMode, VIDEO_MSG } from '@conectando/contracts';

// Chakra fades a disabled button to half opacity: white on pale orange (about 1.5:1) that an older
// eye cannot read. Disabled here is grey with dark text instead (about 11:1), still plainly off.
// Plain style props sit in Chakra's utilities layer, above the recipe's disabled and hover styles.
const DISABLED_LOOK = {
  opacity: 1,
  bg: 'gray.200',
  color: 'gray.800',
  borderWidth: '1px',
  borderColor: 'gray.500',
  cursor: 'not-allowed',
} as const;

// A mentor-mode action (upload a video or story, delete one). In learner mode it is disabled and the
// reason is written under it, not hidden in a tooltip a finger cannot reach.
export const MentorOnlyButton = ({ mode, children, ...props }: ButtonProps & { mode: UserMode }) => {
  const hintId = useId();
  const allowed = mode === UserMode.Mentor;
  if (allowed) return <Button {...props}>{children}</Button>;
  return (
    <Stack gap="1" width={props.width} alignSelf={props.alignSelf}>
      <Button {...props} alignSelf={undefined} disabled aria-describedby={hintId} {...DISABLED_LOOK}>
        {children}
      </Button>
      <Text id={hintId} fontSize="md" color="fg" fontWeight="medium">
        {VIDEO_MSG.mentorOnly}
      </Text>
    </Stack>
  );
};
