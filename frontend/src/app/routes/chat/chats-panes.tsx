import { Suspense, type ComponentProps, type ReactNode } from 'react';
import { Box, Button, Container, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import {
  APP_HEADER_HEIGHT,
  BOTTOM_NAV_HEIGHT,
  chromeInFlow,
  TOP_NOTICES_HEIGHT,
  UNDER_HEADER_HEIGHT,
} from '@/components/layout/chrome-sizes';
import { BOTTOM_NAV_HEIGHT_VAR } from '@/components/ui/toaster';
import { BackLink } from '@/components/layout/back-link';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { Page } from '@/components/layout/page';
import { ChatIcon, HomeIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import type { Conversation } from '@/features/chat/components/conversation';
import { LazyConversation } from '@/app/lazy-conversation';
import { WisdomTip } from '@/features/wisdom/components/wisdom-tip';

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

// The open chat as the route hands it over; each layout adds its own back link and heading level.
export type OpenChat = Omit<ComponentProps<typeof Conversation>, 'showBack' | 'headingLevel'>;

interface ChatsPaneProps {
  title: string;
  list: ReactNode;
}

/** A phone with a chat open: the conversation alone, between the header and the navigation. */
export const PhoneConversation = ({ title, chat }: { title: string; chat: OpenChat }) => (
  // Large text, or a screen short for its text: the header and the navigation are in the flow, and
  // the conversation is as tall as its parts (the messages most of a screen, then the composer):
  // the page scrolls through them. The
  // floor is low enough that the offer of notifications, which comes after a first message, never
  // pushes the composer under the navigation of a 667 px phone; below it the page scrolls.
  <Box h={FULL_PANE_HEIGHT} mb="-1rem" minH="12rem" css={chromeInFlow({ h: 'auto', mb: '0' })}>
    <title>{title}</title>
    <OpenConversation key={chat.chatId} {...chat} showBack headingLevel="h1" />
  </Box>
);

/** A phone on /chats: the list of chats alone. */
export const PhoneChatList = ({ title, list }: ChatsPaneProps) => (
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

/** A desktop: the list beside the open chat, or beside the invitation to open one. */
export const DesktopChats = ({ title, list, chat }: ChatsPaneProps & { chat: OpenChat | null }) => (
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
        {chat ? (
          <OpenConversation key={chat.chatId} {...chat} showBack={false} headingLevel="h2" />
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
