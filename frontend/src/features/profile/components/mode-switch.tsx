import { Button, HStack } from '@chakra-ui/react';
import { Badge } from '@/components/ui/chakra/badge';
import { USER_MODE_BADGES, UserMode, type AuthUserResponse } from '@conectando/contracts';
import { RefreshIcon } from '@/components/ui/icons';
import { useSwitchMode } from '../api/set-mode';

const MODE_NAMES: Record<UserMode, string> = {
  [UserMode.Mentor]: 'Quiero Enseñar',
  [UserMode.Learner]: 'Quiero Aprender',
};

// The mode badge ENSEÑAR / APRENDER and its 'Cambiar' button (on /skills and /profile).
export const ModeSwitch = ({ user }: { user: AuthUserResponse }) => {
  const { switchMode, isPending } = useSwitchMode();
  const mentor = user.mode === UserMode.Mentor;
  return (
    <HStack gap="2" wrap="wrap">
      <Badge
        size="lg"
        fontSize="md"
        px="3"
        py="1"
        borderRadius="full"
        bg={mentor ? 'green.700' : 'blue.700'}
        color="white"
        aria-label={`Modo actual: ${MODE_NAMES[user.mode]}`}
        data-testid="mode-badge"
      >
        {USER_MODE_BADGES[user.mode]}
      </Badge>
      <Button
        variant="outline"
        size="md"
        minH="11"
        onClick={() => switchMode(user)}
        loading={isPending}
        aria-label={`Cambiar a modo ${MODE_NAMES[mentor ? UserMode.Learner : UserMode.Mentor]}`}
      >
        <RefreshIcon boxSize="5" />
        Cambiar
      </Button>
    </HStack>
  );
};
