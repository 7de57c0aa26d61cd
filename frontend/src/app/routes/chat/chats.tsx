import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { usePreloadSoon } from '@/components/ui/load-when-shown';
import { chatPath, paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/session/get-me';
import { useChats } from '@/features/chat/api/get-chats';
import { ChatList } from '@/features/chat/components/chat-list';
import { LazyConversation } from '@/app/lazy-conversation';
import { draftFromNavigationState } from '@/features/chat/hooks/use-open-chat';
import { useOpenChatSummary } from '@/features/chat/hooks/use-open-chat-summary';
import { useIsDesktop } from '@/lib/use-media-query';
import { DesktopChats, PhoneChatList, PhoneConversation, type OpenChat } from './chats-panes';

// /chats and /chat/:id: the list, the conversation, or both side by side on a desktop.
export const ChatsRoute = () => {
  const { id: chatId } = useParams();
  const navigate = useNavigate();
  // A meeting request prefilled by 'Agendar Reunión' / 'Solicitar reunión'.
  const initialDraft = draftFromNavigationState(useLocation().state);
  const isDesktop = useIsDesktop();
  const { user, isPending: userPending } = useCurrentUser();
  const chats = useChats(user?.id ?? null);
  const firstChatId = chats.data?.[0]?.id;
  const summary = useOpenChatSummary(chats, chatId);

  // A chat tapped from the list opens without waiting for its code.
  usePreloadSoon(LazyConversation);

  // The first chat is auto-selected (where the split view shows it beside the list).
  useEffect(() => {
    if (isDesktop && !chatId && firstChatId) void navigate(chatPath(firstChatId), { replace: true });
  }, [isDesktop, chatId, firstChatId, navigate]);

  if (userPending) return <FullPageSpinner />;
  if (!user) return <Navigate to={paths.login} replace />;

  const title = summary
    ? `${summary.otherParticipant.name} · Chats · Conectando Generaciones`
    : 'Chats · Conectando Generaciones';
  const list = (
    <ChatList
      chats={chats.data}
      isPending={chats.isPending}
      error={chats.error}
      onRetry={() => void chats.refetch()}
      selectedId={chatId}
      userId={user.id}
    />
  );

  const chat: OpenChat | null = chatId ? { chatId, myId: user.id, summary, initialDraft } : null;
  if (isDesktop) return <DesktopChats title={title} list={list} chat={chat} />;
  return chat ? <PhoneConversation title={title} chat={chat} /> : <PhoneChatList title={title} list={list} />;
};
