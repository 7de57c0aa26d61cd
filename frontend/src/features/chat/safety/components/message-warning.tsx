import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { SAFETY_MSG, TRUSTED_MSG, type MessageWarning } from '@conectando/contracts';
import { useTrustedContactAlerted } from '@/lib/trusted-contact-alerts';
import { HelpLink } from '@/components/ui/help-link';
import { AlertIcon } from '@/components/ui/icons';

interface MessageWarningNoticeProps {
  kind: MessageWarning;
  onReport: () => void;
  // Left out once the person is blocked: the chat then says so and offers 'Desbloquear' instead.
  onBlock?: () => void;
  // The warned message: 'Pedir ayuda' carries it, so the team sees what it is about.
  messageId?: string;
}

const TEXT: Record<MessageWarning, string> = {
  money: SAFETY_MSG.moneyWarning,
  contact: SAFETY_MSG.contactWarning,
};

// Shown to the recipient only, with the message that asked for money or to go on elsewhere.
// Calm, not alarming: amber on white, dark text (WCAG AA), and the ways out right there.
export const MessageWarningNotice = ({ kind, onReport, onBlock, messageId }: MessageWarningNoticeProps) => {
  const alerted = useTrustedContactAlerted(messageId);
  return (
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
          {TEXT[kind]}
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
        <HelpLink context={messageId ? { type: 'message', id: messageId } : undefined} />
      </HStack>
      {alerted && (
        <Text mt="3" fontSize="md" fontWeight="semibold" color="gray.900">
          {TRUSTED_MSG.alerted}
        </Text>
      )}
    </Box>
  );
};
