import { Box, HStack, Text, chakra } from '@chakra-ui/react';
import { Badge } from '@/components/ui/chakra/badge';
import { type ChatSummaryResponse } from '@conectando/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { largeText, WHOLE_WITH_LARGE_TEXT } from '@/components/layout/chrome-sizes';
import { formatSince } from '@/lib/dates';
import { chatPath } from '@/config/paths';
import { useChatDraft } from '../utils/chat-drafts';
import { ChatAvatar } from './chat-avatar';

interface ChatListItemProps {
  chat: ChatSummaryResponse;
  selected: boolean;
  now: Date;
  userId: string | null;
}

// With large text the name is said whole and the last message takes up to two lines; the photo keeps
// its usual size (in a 390 px row it took a quarter of the width, and names showed as 'Rosa M…').
const LARGE_TEXT_PHOTO = largeText({ '--avatar-size': '52px', '--avatar-font-size': '20px' });
const LARGE_TEXT_PREVIEW = largeText({ whiteSpace: 'normal', lineClamp: 2 });

export const ChatListItem = ({ chat, selected, now, userId }: ChatListItemProps) => {
  const unread = chat.unreadCount;
  // A message written and not sent says so, as a person may believe they sent it.
  const draft = useChatDraft(userId, chat.id);
  const name = chat.otherParticipant.name;
  return (
    <chakra.a
      asChild
      display="flex"
      alignItems="center"
      gap="3"
      px="3"
      py="3"
      minH="20"
      borderRadius="xl"
      borderWidth="2px"
      borderColor={selected ? 'brand.700' : 'transparent'}
      bg={selected ? 'brand.50' : 'white'}
      color="fg"
      textDecoration="none"
      _hover={{ bg: selected ? 'brand.50' : 'gray.50', borderColor: selected ? 'brand.700' : 'border.emphasized' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.700', outlineOffset: '2px' }}
    >
      <RouterLink to={chatPath(chat.id)} aria-current={selected ? 'page' : undefined}>
        <ChatAvatar name={name} imageUrl={chat.otherParticipant.profileImageUrl} css={LARGE_TEXT_PHOTO} />
        <Box flex="1" minW="0">
          <Text fontSize="lg" fontWeight="bold" lineHeight="1.3" truncate css={WHOLE_WITH_LARGE_TEXT}>
            {name}
          </Text>
          <HStack justify="space-between" gap="2" mt="0.5">
            <Text
              fontSize="md"
              truncate
              css={LARGE_TEXT_PREVIEW}
              color={unread > 0 ? 'fg' : 'fg.muted'}
              fontWeight={unread > 0 ? 'semibold' : 'normal'}
            >
              {draft ? (
                <>
                  <chakra.span color="brand.fg" fontWeight="bold">
                    Borrador:
                  </chakra.span>{' '}
                  {draft}
                </>
              ) : (
                (chat.lastMessage ?? 'Aún no hay mensajes')
              )}
            </Text>
            {unread > 0 && (
              <Badge
                colorPalette="brand"
                variant="solid"
                bg="brand.700"
                borderRadius="full"
                minW="7"
                h="7"
                px="2"
                justifyContent="center"
                fontSize="sm"
                flexShrink={0}
              >
                <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
                <Text as="span" srOnly>
                  {unread === 1 ? '1 mensaje sin leer' : `${unread} mensajes sin leer`}
                </Text>
              </Badge>
            )}
          </HStack>
          {chat.lastMessageAt && (
            <Text fontSize="sm" color="fg.muted" mt="0.5">
              <time dateTime={chat.lastMessageAt}>{formatSince(chat.lastMessageAt, now)}</time>
            </Text>
          )}
        </Box>
      </RouterLink>
    </chakra.a>
  );
};
