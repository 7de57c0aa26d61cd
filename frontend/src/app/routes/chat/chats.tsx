import { Suspense, useEffect, type ComponentProps } from 'react';
import { Box, Button, Container, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  APP_HEADER_HEIGHT,
  BOTTOM_NAV_HEIGHT,
  CHROME_IN_FLOW,
  TOP_NOTICES_HEIGHT,
  UNDER_HEADER_HEIGHT,
} from '@/components/layout/chrome-sizes';
import { BOTTOM_NAV_HEIGHT_VAR } from '@/components/ui/toaster';
import { BackLink } from '@/components/layout/back-link';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { Page } from '@/components/layout/page';
import { ChatIcon, HomeIcon } from '@/components/ui/icons';
import { usePreloadSoon } from '@/components/ui/load-when-shown';
import { chatPath, paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/session/get-me';
import { useChats } from '@/features/chat/api/get-chats';
import { ChatList } from '@/features/chat/components/chat-list';
import type { Conversation } from '@/features/chat/components/conversation';
import { LazyConversation } from '@/app/lazy-conversation';
import { draftFromNavigationState } from '@/features/chat/hooks/use-open-chat';
import { WisdomTip } from '@/features/wisdom/components/wisdom-tip';
import { useIsDesktop } from '@/lib/use-media-query';

// The conversation fills the screen between the app header and the bottom navigation, so the
// composer stays in view and only the messages scroll. (The layout keeps 1rem free above the
// navigation; the mobile conversation reaches into it with a negative margin.)
// The bar publishes its measured height (its labels may take two lines); the constant is the fallback.
const NAV = `var(${BOTTOM_NAV_HEIGHT_VAR}, calc(${BOTTOM_NAV_HEIGHT} + env(safe-area-inset-bottom)))`;
// Whatever the page shows above the header and under it (notices, the offer of notifications) comes off too.
const ABOVE = `${TOP_NOTICES_HEIGHT} - ${APP_HEADER_HEIGHT} - 1px - ${UNDER_HEADER_HEIGHT}`;
const PANE_HEIGHT = `calc(100dvh - ${ABOVE} - ${NAV} - 1rem)`;
const FULL_PANE_HEIGHT = `calc(100dvh - ${ABOVE} - ${NAV})`;

// The conversation arrives with its own code (lazy-conversation.ts); a chat opened before it is in
// shows the spinner where the messages will be.
const OpenConversation = (props: ComponentProps<typeof Conversation>) => (
  <Suspense fallback={<FullPageSpinner />}>
    <LazyConversation {...props} />
  </Suspense>
);

// Back goes to /skills, home to /role-selection.
const ScreenHeader = () => (
  <HStack justify="space-between" gap="2">
    <BackLink to={paths.skills} />
    <Button asChild variant="ghost" size="lg" color="brand.fg" pe="2" me="-2">
      <RouterLink to={paths.roleSelection}>
        <HomeIcon boxSize="6" />
        Inicio
      </RouterLink>
    </Button>
  </HStack>
);

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

  // A chat tapped from the list opens without waiting for its code.
  usePreloadSoon(LazyConversation);

  // The first chat is auto-selected (where the split view shows it beside the list).
  useEffect(() => {
    if (isDesktop && !chatId && firstChatId) void navigate(chatPath(firstChatId), { replace: true });
  }, [isDesktop, chatId, firstChatId, navigate]);

  if (userPending) return <FullPageSpinner />;
  if (!user) return <Navigate to={paths.login} replace />;

  const summary = chatId ? chats.data?.find((c) => c.id === chatId) : undefined;
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

  if (!isDesktop) {
    if (chatId) {
      return (
        // Large text, or a screen short for its text: the header and the navigation are in the flow, so
        // the conversation takes one whole screen of its own (the header scrolls away above it). The
        // floor is low enough that the offer of notifications, which comes after a first message, never
        // pushes the composer under the navigation of a 667 px phone; below it the page scrolls.
        <Box h={FULL_PANE_HEIGHT} mb="-1rem" minH="12rem" css={{ [CHROME_IN_FLOW]: { h: '100dvh', mb: '0' } }}>
          <title>{title}</title>
          <OpenConversation
            key={chatId}
            chatId={chatId}
            myId={user.id}
            summary={summary}
            showBack
            headingLevel="h1"
            initialDraft={initialDraft}
          />
        </Box>
      );
    }
    return (
      <Page>
        <title>{title}</title>
        <Stack gap="5">
          <ScreenHeader />
          <Heading as="h1" fontSize="3xl">
            Chats
          </Heading>
          {list}
          {/* The chat tip lives on the list, under the chats: inside a conversation it appeared 3 s
              after opening and moved the messages being read. */}
          <WisdomTip context="chat" />
        </Stack>
      </Page>
    );
  }

  return (
    <Container maxW="6xl" px="6" py="4">
      <title>{title}</title>
      <Grid templateColumns="minmax(18rem, 24rem) 1fr" gap="5" h={PANE_HEIGHT} minH="30rem">
        <Stack gap="4" minH="0" overflowY="auto" pe="1" tabIndex={0} role="region" aria-label="Lista de chats">
          <ScreenHeader />
          <Heading as="h1" fontSize="3xl">
            Chats
          </Heading>
          {list}
          <WisdomTip context="chat" />
        </Stack>
        <Box borderWidth="2px" borderColor="border.emphasized" borderRadius="2xl" overflow="hidden" minH="0" bg="white">
          {chatId ? (
            <OpenConversation
              key={chatId}
              chatId={chatId}
              myId={user.id}
              summary={summary}
              showBack={false}
              headingLevel="h2"
              initialDraft={initialDraft}
            />
          ) : (
            <Stack h="full" align="center" justify="center" gap="3" color="fg.muted" p="6" textAlign="center">
              <ChatIcon boxSize="12" color="brand.700" />
              <Text fontSize="xl">Selecciona una conversación para comenzar</Text>
            </Stack>
          )}
        </Box>
      </Grid>
    </Container>
  );
};
