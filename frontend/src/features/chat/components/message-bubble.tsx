import { Box, Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import type { ChatAttachmentKind, ChatAttachmentResponse } from '@conectando/contracts';
import { AlertIcon, CheckCheckIcon, CheckIcon, RefreshIcon, WifiOffIcon } from '@/components/ui/icons';
import { largeText } from '@/components/layout/chrome-sizes';
import { formatMessageTime } from '../utils/format-chat-time';
import { VoiceNotePlayer } from '../attachments/voice-note-player';

// 'waiting': still to be sent while the phone has no signal; it goes when the signal is back.
export type MessageStatus = 'sending' | 'waiting' | 'sent' | 'read' | 'failed';

interface MessageBubbleProps {
  content: string;
  createdAt: string;
  own: boolean;
  senderName: string;
  // Own messages only.
  status?: MessageStatus;
  // A photo or voice note going up (0 to 1), or the server's reason for refusing it.
  progress?: number;
  failure?: string;
  onRetry?: () => void;
  // A photo or a voice note instead of text.
  attachment?: ChatAttachmentResponse & { kind: ChatAttachmentKind };
}

const STATUS_TEXT: Record<Exclude<MessageStatus, 'failed'>, string> = {
  sending: 'Enviando…',
  // Said beside the message, where the person looks: with large text the 'Sin conexión' notice at
  // the top of the page has scrolled out of sight.
  waiting: 'Se enviará al volver la conexión',
  sent: 'Enviado',
  read: 'Leído',
};

// Large text: margins in px (a rem is 2.25 times as long at 'Muy grande'), so that three messages
// show with the chat's header and composer on a phone; the text keeps its size.
const COMPACT_WITH_LARGE_TEXT = largeText({ gap: '2px' });
const COMPACT_TEXT_BUBBLE = largeText({ paddingBlock: '6px', paddingInline: '14px' });
const COMPACT_TIME = largeText({ lineHeight: '1.2' });

const photoLabel = (own: boolean, senderName: string) =>
  own ? 'Foto que enviaste. Abrir en grande' : `Foto de ${senderName}. Abrir en grande`;

// Own messages on the right in the brand colour (white on brand.700: 5.2:1), the other's on the left.
// One still on its way looks the same, its status says so: faded, its text fell under 4.5:1.
// The content is plain text: React escapes it, and line breaks are kept.
export const MessageBubble = ({
  content,
  createdAt,
  own,
  senderName,
  status,
  progress,
  failure,
  onRetry,
  attachment,
}: MessageBubbleProps) => (
  <Stack as="li" gap="1" align={own ? 'flex-end' : 'flex-start'} listStyleType="none" css={COMPACT_WITH_LARGE_TEXT}>
    <Box
      maxW="85%"
      bg={own ? 'brand.700' : 'white'}
      color={own ? 'white' : 'fg'}
      borderWidth="1px"
      borderColor={own ? 'brand.700' : 'border.emphasized'}
      px={attachment?.kind === 'photo' ? '1.5' : '4'}
      py={attachment?.kind === 'photo' ? '1.5' : '2.5'}
      borderRadius="2xl"
      borderBottomRightRadius={own ? 'sm' : '2xl'}
      borderBottomLeftRadius={own ? '2xl' : 'sm'}
      boxShadow="xs"
      css={attachment?.kind === 'photo' ? undefined : COMPACT_TEXT_BUBBLE}
    >
      {attachment?.kind === 'photo' ? (
        <a href={attachment.url} target="_blank" rel="noreferrer" aria-label={photoLabel(own, senderName)}>
          <chakra.img
            src={attachment.url}
            alt={photoLabel(own, senderName)}
            loading="lazy"
            width={attachment.width}
            height={attachment.height}
            w="full"
            h="auto"
            maxW="60"
            maxH="50vh"
            objectFit="contain"
            borderRadius="lg"
            bg="gray.100"
          />
        </a>
      ) : attachment?.kind === 'voice' ? (
        <>
          <Text fontSize="md" fontWeight="semibold">
            {own ? 'Tu mensaje de voz' : `Mensaje de voz de ${senderName}`}
          </Text>
          <VoiceNotePlayer src={attachment.url} durationSeconds={attachment.durationSeconds} onDark={own} />
        </>
      ) : (
        <>
          <Text as="span" srOnly>
            {own ? 'Tú dijiste:' : `${senderName} dijo:`}
          </Text>
          <Text fontSize="lg" lineHeight="1.5" whiteSpace="pre-wrap" wordBreak="break-word">
            {content}
          </Text>
        </>
      )}
    </Box>
    {status === 'failed' ? (
      <HStack gap="2" wrap="wrap" justify="flex-end">
        <HStack gap="1" color="fg.error" fontWeight="semibold">
          <AlertIcon boxSize="5" />
          <Text fontSize="md">No se pudo enviar</Text>
        </HStack>
        {failure && (
          <Text fontSize="md" w="full" textAlign="end">
            {failure}
          </Text>
        )}
        <Button size="md" minH="11" variant="outline" colorPalette="brand" onClick={onRetry}>
          <RefreshIcon boxSize="5" />
          Reintentar
        </Button>
      </HStack>
    ) : (
      <HStack gap="1.5" fontSize="sm" color="fg.muted" px="1" css={COMPACT_TIME}>
        <time dateTime={createdAt}>{formatMessageTime(createdAt)}</time>
        {own && status && (
          <HStack
            as="span"
            gap="1"
            color={status === 'read' ? 'brand.800' : 'fg.muted'}
            fontWeight={status === 'read' ? 'semibold' : 'normal'}
          >
            <span aria-hidden="true">·</span>
            {status === 'sent' && <CheckIcon boxSize="4" />}
            {status === 'read' && <CheckCheckIcon boxSize="4" />}
            {status === 'waiting' && <WifiOffIcon boxSize="4" />}
            <span>
              {status === 'sending' && progress !== undefined
                ? `Enviando… ${Math.round(progress * 100)} %`
                : STATUS_TEXT[status]}
            </span>
          </HStack>
        )}
      </HStack>
    )}
  </Stack>
);
