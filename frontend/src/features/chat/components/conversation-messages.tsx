import type { ReactNode, RefObject } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { CHAT_MSG } from '@conectando/contracts';
import { chromeInFlow } from '@/components/layout/chrome-sizes';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { errorMessage, isApiError } from '@/lib/api-client';
import type { ChatThread } from '../utils/chat-thread';

interface ConversationMessagesProps {
  thread: UseQueryResult<ChatThread>;
  otherName: string;
  // The scrolling pane, and what keeps its end in view (useFollowEnd).
  scrollRef: RefObject<HTMLDivElement | null>;
  onScroll: () => void;
  keepEnd: () => void;
  // 'Ver mensajes anteriores', while there are older ones.
  onLoadOlder: () => void;
  loadingOlder: boolean;
  // What the loaded thread shows: who the other person is, the messages, the meeting cards after them.
  children: ReactNode;
}

// Large text: whatever the composer takes, the messages (and a safety warning under one) keep a good
// part of the screen; the margins in px, as a rem is 2.25 times as long at 'Muy grande'.
const ROOM_WITH_LARGE_TEXT = chromeInFlow({ flex: '1 1 0px', minH: '40dvh', paddingBlock: '8px' });

export const ConversationMessages = ({
  thread,
  otherName,
  scrollRef,
  onScroll,
  keepEnd,
  onLoadOlder,
  loadingOlder,
  children,
}: ConversationMessagesProps) => (
  // Focusable, so the keyboard can scroll a long conversation (axe scrollable-region-focusable).
  // Positioned: the bubbles' hidden 'Tú dijiste:' labels are placed absolutely, and without it they
  // escaped the scrolling and made the page tens of thousands of pixels tall below the bars.
  <Box
    ref={scrollRef}
    onScroll={onScroll}
    // A photo drawn after its message arrived grows the pane: whoever was at the end stays there.
    onLoadCapture={keepEnd}
    position="relative"
    flex="1"
    minH="0"
    css={ROOM_WITH_LARGE_TEXT}
    overflowY="auto"
    px="3"
    py="4"
    tabIndex={0}
    role="region"
    aria-label={`Conversación con ${otherName}`}
    _focusVisible={{ outline: '3px solid', outlineColor: 'brand.700', outlineOffset: '-3px' }}
  >
    <Stack gap="4">
      {thread.isPending ? (
        <FullPageSpinner label="Cargando mensajes…" />
      ) : thread.isLoadingError ? (
        <LoadError error={thread.error} onRetry={() => void thread.refetch()} />
      ) : (
        <>
          {thread.data?.hasOlder && (
            <Button
              variant="outline"
              size="lg"
              alignSelf="center"
              bg="white"
              loading={loadingOlder}
              loadingText="Cargando…"
              onClick={onLoadOlder}
            >
              Ver mensajes anteriores
            </Button>
          )}
          {children}
        </>
      )}
    </Stack>
  </Box>
);

const LoadError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const notFound = isApiError(error) && error.status === 404;
  return (
    <Stack gap="3" align="center" textAlign="center" py="8" role="alert">
      <Text fontSize="lg" fontWeight="semibold">
        {notFound ? CHAT_MSG.chatNotFound : 'No pudimos cargar los mensajes'}
      </Text>
      {!notFound && (
        <>
          <Text fontSize="md" color="fg.muted">
            {errorMessage(error)}
          </Text>
          <Button variant="outline" size="lg" onClick={onRetry}>
            Intentar de nuevo
          </Button>
        </>
      )}
    </Stack>
  );
};

// Under the messages, said politely: '<nombre> está escribiendo…'.
export const TypingNotice = ({ name }: { name: string | null }) => (
  <Box aria-live="polite" px="4" minH={name ? undefined : '0'}>
    {name && (
      <Text fontSize="md" color="fg.muted" fontStyle="italic" py="1">
        {name} está escribiendo…
      </Text>
    )}
  </Box>
);
