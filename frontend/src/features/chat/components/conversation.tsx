import { useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { Flex } from '@chakra-ui/react';
import type { ChatSummaryResponse } from '@conectando/contracts';
import { chromeInFlow, chromeIsInFlow } from '@/components/layout/chrome-sizes';
import { useOnline } from '@/lib/use-online';
import { useChatThread } from '../api/get-messages';
import { useLoadOlderMessages } from '../api/get-older-messages';
import { useSendMessage } from '../api/send-message';
import { useSendAttachment } from '../api/send-attachment';
import { useChatCatchUp } from '../hooks/use-chat-catch-up';
import { useFollowEnd } from '../hooks/use-follow-end';
import { useReadReceipts } from '../hooks/use-read-receipts';
import { useTypingIndicator } from '../hooks/use-typing';
import { readChatDraft } from '../utils/chat-drafts';
import { useChatSafety } from '../safety/components/chat-safety';
import { FirstContactCard } from '../safety/components/first-contact-card';
import { ChatComposer } from './chat-composer';
import { ConversationHeader } from './conversation-header';
import { ConversationMessages, TypingNotice } from './conversation-messages';
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
  const attachments = useSendAttachment(chatId);
  const typingName = useTypingIndicator(chatId, myId);
  const online = useOnline();
  useChatCatchUp(chatId);
  useReadReceipts(chatId, thread.data, myId, summary);

  const otherName = summary?.otherParticipant.name ?? 'Conversación';
  const safety = useChatSafety(summary?.otherParticipant);
  const rootRef = useRef<HTMLDivElement>(null);
  // Large text: the conversation fills the screen from its header down as it opens.
  useLayoutEffect(() => {
    if (chromeIsInFlow()) rootRef.current?.scrollIntoView({ block: 'start' });
  }, []);
  // A meeting request the person just asked for wins over an older draft.
  const [startText] = useState(() => initialDraft ?? readChatDraft(myId, chatId));

  const data = thread.data;
  // The other person opened the conversation: who they are comes before their first message.
  const opening = data?.messages[0];
  const firstFromOther = opening?.seq === 1 && opening.senderId !== myId;
  const lastKey = data ? (data.pending.at(-1)?.clientMessageId ?? data.messages.at(-1)?.id ?? '') : '';
  const { scrollRef, onScroll, keepEnd, toEndNext, anchorOlder } = useFollowEnd(
    lastKey,
    data?.messages[0]?.id ?? '',
    typingName,
  );

  const onSend = (content: string) => {
    toEndNext();
    send(content);
  };

  const onLoadOlder = () => {
    const first = data?.messages[0];
    if (!first) return;
    anchorOlder();
    loadOlder.mutate(first.seq);
  };

  return (
    // Large text: at least a screen tall (header, messages, composer), brought to the top as it opens, the
    // app's header and navigation a scroll away; not exactly one: a photo under review grows it, and
    // nothing it holds may end up under the navigation that follows it.
    <Flex
      ref={rootRef}
      direction="column"
      h="full"
      minH="0"
      bg="bg.canvas"
      css={chromeInFlow({ h: 'auto', minH: '100dvh' })}
    >
      <ConversationHeader
        name={otherName}
        imageUrl={summary ? summary.otherParticipant.profileImageUrl : undefined}
        showBack={showBack}
        headingLevel={headingLevel}
        menu={safety.menu}
      />
      <ConversationMessages
        thread={thread}
        otherName={otherName}
        scrollRef={scrollRef}
        onScroll={onScroll}
        keepEnd={keepEnd}
        onLoadOlder={onLoadOlder}
        loadingOlder={loadOlder.isPending}
      >
        {firstFromOther && summary && <FirstContactCard userId={summary.otherParticipant.id} name={otherName} />}
        {data && (
          <MessageList
            thread={data}
            myId={myId}
            otherName={otherName}
            offline={!online}
            onRetry={(id) => attachments.retry(id) || retry(id)}
            onReport={(messageId) => safety.report([messageId])}
            onBlock={safety.blocked ? undefined : safety.askBlock}
          />
        )}
        {myId && summary && ThreadEnd && (
          <ThreadEnd myId={myId} otherId={summary.otherParticipant.id} onChange={keepEnd} />
        )}
      </ConversationMessages>

      <TypingNotice name={typingName} />
      {safety.blocked
        ? safety.blockedNotice
        : thread.isSuccess && (
            <ChatComposer
              chatId={chatId}
              myId={myId}
              onSend={onSend}
              initialText={startText}
              upload={(upload) => {
                toEndNext();
                return attachments.send(upload);
              }}
            />
          )}
      {safety.dialogs}
    </Flex>
  );
};
