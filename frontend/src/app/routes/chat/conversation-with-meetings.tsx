import { Suspense, type ComponentProps } from 'react';
import { Conversation } from '@/features/chat/components/conversation';
import { lazyScreen } from '@/lib/lazy-screen';

// The cards come with code of their own after the messages: the entry, which names every chunk the
// conversation needs, then names none of the meetings'.
const LazyChatMeetings = lazyScreen(() =>
  import('@/features/meetings/components/chat-meetings').then((m) => ({ default: m.ChatMeetings })),
);

const MeetingCards = (props: { myId: string; otherId: string; onChange: () => void }) => (
  <Suspense fallback={null}>
    <LazyChatMeetings {...props} />
  </Suspense>
);

// A conversation ends with the two people's meeting cards: proposals to answer, the agreed time, the call.
export const ConversationWithMeetings = (props: Omit<ComponentProps<typeof Conversation>, 'ThreadEnd'>) => (
  <Conversation {...props} ThreadEnd={MeetingCards} />
);
