import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { SAFETY_MSG } from '@conectando/contracts';
import { AlertIcon } from '@/components/ui/icons';

interface MoneyWarningProps {
  onReport: () => void;
  // Left out once the person is blocked: the chat then says so and offers 'Desbloquear' instead.
  onBlock?: () => void;
}

// Calm, not alarming: amber on white, dark text (WCAG AA), and the two ways out right there.
export const MoneyWarning = ({ onReport, onBlock }: MoneyWarningProps) => (
  <Box
    role="note"
    aria-label="Aviso de seguridad"
    bg="orange.50"
    borderWidth="2px"
    borderColor="orange.600"
    color="gray.900"
    borderRadius="xl"
    px="4"
    py="3"
    maxW="95%"
  >
    <HStack align="flex-start" gap="2">
      <AlertIcon boxSize="6" color="orange.700" flexShrink={0} mt="0.5" />
      <Text fontSize="lg" lineHeight="1.5">
        {SAFETY_MSG.moneyWarning}
      </Text>
    </HStack>
    <HStack gap="3" mt="3" wrap="wrap">
      <Button size="lg" minH="12" variant="outline" bg="white" onClick={onReport}>
        {SAFETY_MSG.report}
      </Button>
      {onBlock && (
        <Button size="lg" minH="12" colorPalette="red" onClick={onBlock}>
          {SAFETY_MSG.block}
        </Button>
      )}
    </HStack>
  </Box>
);
