import { lazyScreen } from '@/lib/lazy-screen';

// The open conversation (messages, composer, the meeting cards between the two people, and the
// message rules from libs/contracts with their validators) in a chunk of its own: a phone opening its
// chat list draws the list without it. A chat address fetches it with the screen (router.tsx), the
// list a few seconds after it appears.
export const LazyConversation = lazyScreen(() =>
  import('./routes/chat/conversation-with-meetings').then((m) => ({ default: m.ConversationWithMeetings })),
);
