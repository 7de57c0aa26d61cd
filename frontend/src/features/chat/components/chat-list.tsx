import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import type { ChatSummaryResponse } from '@conectando/contracts';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { errorMessage } from '@/lib/api-client';
import { useNow } from '@/lib/use-now';
import { ChatListItem } from './chat-list-item';

interface ChatListProps {
  chats: ChatSummaryResponse[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  selectedId?: string;
  // Whose list it is: each row shows the draft they left in that chat.
  userId: string | null;
}

export const ChatList = ({ chats, isPending, error, onRetry, selectedId, userId }: ChatListProps) => {
  const now = useNow(); // re-renders every minute so relative times stay true
  if (isPending) return <FullPageSpinner label="Cargando conversaciones…" />;
  if (error || !chats) {
    return (
      <Alert.Root status="error" borderRadius="xl" alignItems="flex-start">
        <Alert.Indicator />
        <Stack gap="3">
          <Alert.Title fontSize="lg">No pudimos cargar tus conversaciones</Alert.Title>
          <Alert.Description fontSize="md">{errorMessage(error)}</Alert.Description>
          <Button variant="outline" size="lg" alignSelf="flex-start" onClick={onRetry}>
            Intentar de nuevo
          </Button>
        </Stack>
      </Alert.Root>
    );
  }
  if (chats.length === 0) {
    return (
      <Text fontSize="lg" color="fg.muted" textAlign="center" py="10" px="4" bg="bg.muted" borderRadius="xl">
        Aún no tienes conversaciones
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label="Conversaciones">
      {chats.map((chat) => (
        <li key={chat.id}>
          <ChatListItem chat={chat} selected={chat.id === selectedId} now={now} userId={userId} />
        </li>
      ))}
    </Stack>
  );
};
