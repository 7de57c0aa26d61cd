import { Fragment } from 'react';
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { largeText } from '@/components/layout/chrome-sizes';
import type { ChatAttachmentKind, ChatAttachmentResponse, MessageWarning } from '@conectando/contracts';
import { formatMessageDay, messageDayKey } from '../utils/format-chat-time';
import type { ChatThread } from '../utils/chat-thread';
import { MessageWarningNotice } from '../safety/components/message-warning';
import { MessageBubble, type MessageStatus } from './message-bubble';

interface MessageListProps {
  thread: ChatThread;
  myId: string | null;
  otherName: string;
  // The phone has no signal: what is still to be sent waits for it.
  offline: boolean;
  onRetry: (clientMessageId: string) => void;
  // A received message that asked for money or to go on elsewhere: 'Reportar' (with it as evidence) and 'Bloquear'.
  onReport?: (messageId: string) => void;
  onBlock?: () => void;
}

interface Item {
  key: string;
  content: string;
  createdAt: string;
  own: boolean;
  status?: MessageStatus;
  // An attachment on its way (0 to 1), or why it was refused.
  progress?: number;
  failure?: string;
  clientMessageId?: string;
  warning?: MessageWarning;
  attachment?: ChatAttachmentResponse & { kind: ChatAttachmentKind };
}

// Stored messages by seq, then the user's unsent ones in the order they were written.
export function threadItems(thread: ChatThread, myId: string | null, offline = false): Item[] {
  const stored: Item[] = thread.messages.map((m) => {
    const own = m.senderId === myId;
    return {
      key: m.id,
      content: m.content,
      createdAt: m.createdAt,
      own,
      warning: own ? undefined : m.warning,
      attachment: m.kind && m.attachment ? { ...m.attachment, kind: m.kind } : undefined,
      status: own ? (m.seq <= thread.otherLastReadSeq ? 'read' : 'sent') : undefined,
    };
  });
  const pending: Item[] = thread.pending.map(({ attachment: a, ...p }) => ({
    key: p.clientMessageId,
    content: p.content,
    createdAt: p.createdAt,
    own: true,
    // An upload does not wait for the signal as a text does: cut off, it fails and offers 'Reintentar'.
    status: p.status === 'failed' ? 'failed' : offline && !a ? 'waiting' : 'sending',
    clientMessageId: p.clientMessageId,
    attachment: a && { kind: a.kind, url: a.previewUrl, mimeType: a.file.type, durationSeconds: a.durationSeconds },
    progress: a?.progress,
    failure: p.failure,
  }));
  return [...stored, ...pending];
}

export const MessageList = ({ thread, myId, otherName, offline, onRetry, onReport, onBlock }: MessageListProps) => {
  const items = threadItems(thread, myId, offline);
  if (items.length === 0) {
    return (
      <Text fontSize="lg" color="fg.muted" textAlign="center" py="10" px="4">
        Aún no hay mensajes. Escribe el primero.
      </Text>
    );
  }
  const now = new Date();
  return (
    // role="log": new messages are announced politely by screen readers (on a wrapper, so the list stays a list).
    <Box role="log" aria-label={`Mensajes con ${otherName}`}>
      <Stack as="ol" gap="3" m="0" p="0" listStyleType="none" css={largeText({ gap: '12px' })}>
        {items.map((item, index) => {
          const day = messageDayKey(item.createdAt);
          const newDay = index === 0 || messageDayKey(items[index - 1].createdAt) !== day;
          return (
            <Fragment key={item.key}>
              {newDay && (
                <Flex as="li" justify="center" listStyleType="none">
                  <Box
                    bg="gray.100"
                    color="gray.800"
                    px="3"
                    py="1"
                    borderRadius="full"
                    fontSize="sm"
                    fontWeight="semibold"
                  >
                    {formatMessageDay(item.createdAt, now)}
                  </Box>
                </Flex>
              )}
              <MessageBubble
                content={item.content}
                createdAt={item.createdAt}
                own={item.own}
                senderName={otherName}
                status={item.status}
                progress={item.progress}
                failure={item.failure}
                attachment={item.attachment}
                onRetry={item.clientMessageId ? () => onRetry(item.clientMessageId!) : undefined}
              />
              {item.warning && onReport && (
                <Flex as="li" listStyleType="none">
                  <MessageWarningNotice
                    kind={item.warning}
                    onReport={() => onReport(item.key)}
                    onBlock={onBlock}
                    messageId={item.key}
                  />
                </Flex>
              )}
            </Fragment>
          );
        })}
      </Stack>
    </Box>
  );
};
