import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { Box, Button, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { CHAT_MSG, type ChatSummaryResponse } from '@conectando/contracts';
import { BackLink } from '@/components/layout/back-link';
import { WHOLE_WITH_LARGE_TEXT } from '@/components/layout/chrome-sizes';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useOnline } from '@/lib/use-online';
import { useChatThread } from '../api/get-messages';
import { useLoadOlderMessages } from '../api/get-older-messages';
import { useSendMessage } from '../api/send-message';
import { useSendAttachment } from '../api/send-attachment';
import { AttachmentBar } from '../attachments/attachment-bar';
import { useChatCatchUp } from '../hooks/use-chat-catch-up';
import { useReadReceipts } from '../hooks/use-read-receipts';
import { useTypingIndicator, useTypingSignal } from '../hooks/use-typing';
import { readChatDraft, saveChatDraft } from '../utils/chat-drafts';
import { useChatSafety } from '../safety/components/chat-safety';
import { FirstContactCard } from '../safety/components/first-contact-card';
import { ChatAvatar } from './chat-avatar';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

interface ConversationProps {
  chatId: string;
  myId: string | null;
  // The chat's row of the list, when the list has it (name, photo, read mark).
  summary: ChatSummaryResponse | undefined;
  // Mobile shows 'Volver' to the list; the desktop split view has the list beside it.
  showBack: boolean;
  headingLevel: 'h1' | 'h2';
  // Text the composer starts with (a meeting request from 'Agendar Reunión' or 'Solicitar reunión').
  initialDraft?: string;
  // What follows the messages (the two people's meeting cards), drawn by the screen that opens the chat.
  ThreadEnd?: ComponentType<{ myId: string; otherId: string; onChange: () => void }>;
}

// Within this distance of the end, a new message scrolls the view down to it.
const NEAR_BOTTOM_PX = 120;

export const Conversation = ({
  chatId,
  myId,
  summary,
  showBack,
  headingLevel,
  initialDraft,
  ThreadEnd,
}: ConversationProps) => {
  const thread = useChatThread(chatId);
  const loadOlder = useLoadOlderMessages(chatId);
  const { send, retry } = useSendMessage(chatId);
  const sendAttachment = useSendAttachment(chatId);
  const typingName = useTypingIndicator(chatId, myId);
  const typingSignal = useTypingSignal(chatId);
  const online = useOnline();
  useChatCatchUp(chatId);
  useReadReceipts(chatId, thread.data, myId, summary);

  const otherName = summary?.otherParticipant.name ?? 'Conversación';
  const safety = useChatSafety(summary?.otherParticipant);
  const scrollRef = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const olderAnchor = useRef<{ height: number; top: number } | null>(null);
  const forceBottom = useRef(true);
  // A meeting request the person just asked for wins over an older draft.
  const [startText] = useState(() => initialDraft ?? readChatDraft(myId, chatId));

  const data = thread.data;
  // The other person opened the conversation: who they are comes before their first message.
  const opening = data?.messages[0];
  const firstFromOther = opening?.seq === 1 && opening.senderId !== myId;
  const lastKey = data ? (data.pending.at(-1)?.clientMessageId ?? data.messages.at(-1)?.id ?? '') : '';
  const firstKey = data?.messages[0]?.id ?? '';

  // Older messages keep the reading position; new ones at the end follow it when the user is there.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    if (olderAnchor.current) {
      el.scrollTop = el.scrollHeight - olderAnchor.current.height + olderAnchor.current.top;
      olderAnchor.current = null;
      return;
    }
    if (forceBottom.current || nearBottom.current) {
      el.scrollTop = el.scrollHeight;
      forceBottom.current = false;
    }
  }, [lastKey, firstKey, typingName]);

  // The pane shrinks when a notice above it, the offer of notifications or the phone's keyboard
  // appears: whoever was reading the end keeps it in view (the last message, often their own).
  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      if (nearBottom.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // A meeting card that appears or changes at the end stays in view for whoever reads the end.
  const onMeetingsChange = useCallback(() => {
    const el = scrollRef.current;
    if (el && nearBottom.current) el.scrollTop = el.scrollHeight;
  }, []);

  const onScroll = () => {
    const el = scrollRef.current;
    if (el) nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
  };

  const onTextChange = (text: string) => {
    typingSignal.typed(text);
    saveChatDraft(myId, chatId, text);
  };

  const onSend = (content: string) => {
    saveChatDraft(myId, chatId, '');
    typingSignal.stop();
    forceBottom.current = true;
    send(content);
  };

  const onLoadOlder = () => {
    const el = scrollRef.current;
    const first = data?.messages[0];
    if (!first) return;
    if (el) olderAnchor.current = { height: el.scrollHeight, top: el.scrollTop };
    loadOlder.mutate(first.seq);
  };

  const Title = headingLevel;
  return (
    <Flex direction="column" h="full" minH="0" bg="bg.canvas">
      <HStack gap="2" ps="2" pe="3" py="2" bg="white" borderBottomWidth="1px" borderColor="border.emphasized" minH="16">
        {showBack && <BackLink to={paths.chats} />}
        {summary && <ChatAvatar name={otherName} imageUrl={summary.otherParticipant.profileImageUrl} size="md" />}
        <Heading
          as={Title}
          fontSize="lg"
          lineHeight="1.2"
          flex="1"
          overflowWrap="anywhere"
          minW="0"
          css={WHOLE_WITH_LARGE_TEXT}
        >
          {otherName}
        </Heading>
        {safety.menu}
      </HStack>

      {/* Focusable, so the keyboard can scroll a long conversation (axe scrollable-region-focusable).
          Positioned: the bubbles' hidden 'Tú dijiste:' labels are placed absolutely, and without it they
          escaped the scrolling and made the page tens of thousands of pixels tall below the bars. */}
      <Box
        ref={scrollRef}
        onScroll={onScroll}
        // A photo drawn after its message arrived grows the pane: whoever was at the end stays there.
        onLoadCapture={() => {
          const el = scrollRef.current;
          if (el && nearBottom.current) el.scrollTop = el.scrollHeight;
        }}
        position="relative"
        flex="1"
        minH="0"
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
            <Stack gap="3" align="center" textAlign="center" py="8" role="alert">
              <Text fontSize="lg" fontWeight="semibold">
                {isApiError(thread.error) && thread.error.status === 404
                  ? CHAT_MSG.chatNotFound
                  : 'No pudimos cargar los mensajes'}
              </Text>
              {!(isApiError(thread.error) && thread.error.status === 404) && (
                <>
                  <Text fontSize="md" color="fg.muted">
                    {errorMessage(thread.error)}
                  </Text>
                  <Button variant="outline" size="lg" onClick={() => void thread.refetch()}>
                    Intentar de nuevo
                  </Button>
                </>
              )}
            </Stack>
          ) : (
            <>
              {thread.data.hasOlder && (
                <Button
                  variant="outline"
                  size="lg"
                  alignSelf="center"
                  bg="white"
                  loading={loadOlder.isPending}
                  loadingText="Cargando…"
                  onClick={onLoadOlder}
                >
                  Ver mensajes anteriores
                </Button>
              )}
              {firstFromOther && summary && <FirstContactCard userId={summary.otherParticipant.id} name={otherName} />}
              <MessageList
                thread={thread.data}
                myId={myId}
                otherName={otherName}
                offline={!online}
                onRetry={retry}
                onReport={(messageId) => safety.report([messageId])}
                onBlock={safety.blocked ? undefined : safety.askBlock}
              />
              {myId && summary && ThreadEnd && (
                <ThreadEnd myId={myId} otherId={summary.otherParticipant.id} onChange={onMeetingsChange} />
              )}
            </>
          )}
        </Stack>
      </Box>

      <Box aria-live="polite" px="4" minH={typingName ? undefined : '0'}>
        {typingName && (
          <Text fontSize="md" color="fg.muted" fontStyle="italic" py="1">
            {typingName} está escribiendo…
          </Text>
        )}
      </Box>
      {safety.blocked
        ? safety.blockedNotice
        : thread.isSuccess && (
            <MessageComposer
              onSend={onSend}
              onTextChange={onTextChange}
              initialText={startText}
              attachments={
                <AttachmentBar
                  upload={(upload) => {
                    forceBottom.current = true;
                    return sendAttachment(upload);
                  }}
                />
              }
            />
          )}
      {safety.dialogs}
    </Flex>
  );
};
