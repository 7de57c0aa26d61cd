import { useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { HELP_MSG, HELP_TEXT_MAX, type AdminHelpRequestResponse, type HelpStatus } from '@conectando/contracts';
import { Textarea } from '@/components/ui/chakra/textarea';
import { FormField } from '@/components/ui/form-field';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useSocketConnect, useSocketEvent } from '@/lib/use-socket-event';
import { adminKeys } from '../api/admin-keys';
import { useHelpQueue, useReplyToHelp, useSetHelpStatus } from '../api/help-queue';
import { formatDateTime } from '../utils/format-date-time';
import { AdminQueueTabs } from './admin-queue-tabs';

const TABS: { value: HelpStatus; label: string; empty: string }[] = [
  { value: 'open', label: 'Por responder', empty: 'No hay mensajes por responder' },
  { value: 'closed', label: 'Cerradas', empty: 'Aún no hay conversaciones cerradas' },
];

const CONTEXT_LABELS: Record<string, string> = {
  message: 'un mensaje',
  chat: 'una conversación',
  meeting: 'una reunión',
  payment: 'un pago',
  offer: 'una oferta',
  account: 'su cuenta',
};

const HelpCard = ({ request }: { request: AdminHelpRequestResponse }) => {
  const [text, setText] = useState('');
  const reply = useReplyToHelp();
  const setStatus = useSetHelpStatus();
  const onError = (e: unknown) => notify({ title: 'Error', description: errorMessage(e), variant: 'destructive' });
  const send = () => {
    if (!text.trim()) return notify({ title: 'Error', description: HELP_MSG.textRequired, variant: 'destructive' });
    reply.mutate(
      { id: request.id, text },
      { onSuccess: () => (setText(''), notify({ title: 'Respuesta enviada' })), onError },
    );
  };
  const who = request.user ? `${request.user.name} (${request.email})` : `${request.email} (formulario sin ingresar)`;
  return (
    <Box as="li" bg="white" borderWidth="2px" borderColor="gray.200" borderRadius="2xl" p="4">
      <Stack gap="3">
        <Text fontSize="lg" fontWeight="bold" overflowWrap="anywhere">
          {who}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {formatDateTime(request.createdAt)}
          {request.context && ` · sobre ${CONTEXT_LABELS[request.context.type]}`}
        </Text>
        <Text fontSize="lg" whiteSpace="pre-wrap" overflowWrap="anywhere">
          {request.text}
        </Text>
        {request.replies.map((r) => (
          <Box key={r.id} bg="brand.50" borderRadius="xl" p="3">
            <Text fontSize="sm" color="fg.muted">
              Respuesta · {formatDateTime(r.createdAt)}
            </Text>
            <Text fontSize="md" whiteSpace="pre-wrap" overflowWrap="anywhere">
              {r.text}
            </Text>
          </Box>
        ))}
        <FormField label="Respuesta">
          <Textarea
            rows={4}
            fontSize="md"
            value={text}
            maxLength={HELP_TEXT_MAX}
            onChange={(e) => setText(e.target.value)}
          />
        </FormField>
        <HStack gap="3" wrap="wrap">
          <Button size="lg" minH="12" colorPalette="brand" loading={reply.isPending} onClick={send}>
            Responder
          </Button>
          <Button
            size="lg"
            minH="12"
            variant="outline"
            loading={setStatus.isPending}
            onClick={() =>
              setStatus.mutate({ id: request.id, status: request.status === 'open' ? 'closed' : 'open' }, { onError })
            }
          >
            {request.status === 'open' ? 'Cerrar conversación' : 'Reabrir'}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
};

// The 'Pedir ayuda' queue: open conversations oldest first, moving live as people write.
export const HelpQueue = () => {
  const [tab, setTab] = useState<HelpStatus>('open');
  const queue = useHelpQueue(tab);
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminKeys.help() });
  useSocketEvent('admin:queue-changed', ({ queue: changed }) => {
    if (changed === 'help') refresh();
  });
  useSocketConnect(refresh);
  return (
    <AdminQueueTabs tabs={TABS} tab={tab} onTab={setTab} queue={queue} loadingLabel="Cargando mensajes…">
      {(requests) => (
        <Stack as="ul" gap="5" listStyleType="none" m="0" p="0">
          {requests.map((r) => (
            <HelpCard key={r.id} request={r} />
          ))}
        </Stack>
      )}
    </AdminQueueTabs>
  );
};
