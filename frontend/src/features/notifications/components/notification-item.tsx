import { Box, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { type NotificationResponse } from '@conectando/contracts';
import { formatSince } from '@/lib/dates';

interface NotificationItemProps {
  notification: NotificationResponse;
  now: Date;
  onOpen: (notification: NotificationResponse) => void;
}

// Unread ones stand out with a tinted background, a bar and a dot, and say so to screen readers.
export const NotificationItem = ({ notification, now, onOpen }: NotificationItemProps) => {
  const unread = notification.readAt === null;
  return (
    <chakra.button
      type="button"
      onClick={() => onOpen(notification)}
      width="full"
      textAlign="start"
      display="block"
      px="4"
      py="3"
      minH="16"
      borderRadius="xl"
      borderWidth="2px"
      borderColor={unread ? 'brand.300' : 'border'}
      borderInlineStartWidth={unread ? '6px' : '2px'}
      borderInlineStartColor={unread ? 'brand.700' : 'border'}
      bg={unread ? 'brand.50' : 'white'}
      cursor="pointer"
      _hover={{ bg: unread ? 'brand.100' : 'gray.50' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.700', outlineOffset: '2px' }}
    >
      <Stack gap="1">
        <HStack gap="2" align="flex-start">
          {unread && <Box aria-hidden="true" boxSize="3" mt="2" borderRadius="full" bg="brand.700" flexShrink={0} />}
          <Text fontSize="lg" fontWeight={unread ? 'bold' : 'semibold'} lineHeight="1.4" flex="1">
            {unread && (
              <Text as="span" srOnly>
                No leída:{' '}
              </Text>
            )}
            {notification.title}
          </Text>
        </HStack>
        {notification.body && (
          <Text fontSize="md" color="fg" lineClamp={3} wordBreak="break-word">
            {notification.body}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          <time dateTime={notification.createdAt}>{formatSince(notification.createdAt, now)}</time>
        </Text>
      </Stack>
    </chakra.button>
  );
};
