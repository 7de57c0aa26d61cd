import { useState } from 'react';
import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { PLAN_MSG, type CardResponse } from '@conectando/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toaster';
import { notifyError } from '@/components/ui/notify-error';
import { postToWebpay, useDeleteCard, useStartCardInscription } from '../api/payments';
import { DangerButton } from '@/components/ui/danger-button';

/** What Transbank's card form ended with (/tokens?tarjeta=ok|error), said in words at the top of /tokens. */
export const CardResultNotice = ({ result }: { result: 'ok' | 'error' }) => (
  <Alert.Root
    status={result === 'ok' ? 'success' : 'error'}
    variant="subtle"
    borderRadius="l3"
    p="5"
    role={result === 'ok' ? 'status' : 'alert'}
  >
    <Alert.Content>
      <Alert.Description fontSize="lg" fontWeight="semibold">
        {result === 'ok' ? PLAN_MSG.cardAdded : PLAN_MSG.cardFailed}
      </Alert.Description>
    </Alert.Content>
  </Alert.Root>
);

// 'Tarjeta para el plan mensual': the one card Oneclick keeps, or the way to inscribe it.
export const CardSection = ({ card }: { card: CardResponse | undefined }) => {
  const start = useStartCardInscription();
  const remove = useDeleteCard();
  const [confirmDelete, setConfirmDelete] = useState(false);
  // Once Transbank's form is on its way, the button stays busy: a second tap would start a second inscription.
  const leaving = start.isPending || start.isSuccess;

  return (
    <Stack
      as="section"
      aria-labelledby="tarjeta"
      gap="3"
      borderWidth="2px"
      borderColor="border.emphasized"
      borderRadius="xl"
      p="5"
    >
      <Heading as="h2" id="tarjeta" fontSize="2xl">
        {PLAN_MSG.myCard}
      </Heading>
      {card ? (
        <Text fontSize="xl" fontWeight="semibold">
          {PLAN_MSG.cardLine(card.cardType, card.last4)}
        </Text>
      ) : (
        <Text fontSize="lg">{PLAN_MSG.noCard}</Text>
      )}
      {card ? (
        <DangerButton size="lg" alignSelf="flex-start" onClick={() => setConfirmDelete(true)}>
          {PLAN_MSG.deleteCard}
        </DangerButton>
      ) : (
        <Button
          colorPalette="brand"
          size="xl"
          alignSelf="flex-start"
          loading={leaving}
          loadingText={PLAN_MSG.goingToTransbank}
          onClick={() =>
            start.mutate(undefined, {
              onSuccess: (started) => postToWebpay(started.redirect, 'TBK_TOKEN'),
              onError: (error) => notifyError(error, PLAN_MSG.cardFailed),
            })
          }
        >
          {PLAN_MSG.addCard}
        </Button>
      )}
      {card && (
        <ConfirmDialog
          open={confirmDelete}
          title={PLAN_MSG.deleteCard}
          cancelLabel="Conservar la tarjeta"
          confirmLabel="Sí, eliminarla"
          pendingLabel="Eliminando…"
          pending={remove.isPending}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() =>
            remove.mutate(card.id, {
              onSuccess: () =>
                notify({ title: PLAN_MSG.cardDeleted, description: PLAN_MSG.cardLine(card.cardType, card.last4) }),
              onError: (error) => notifyError(error, 'No se pudo eliminar la tarjeta'),
              onSettled: () => setConfirmDelete(false),
            })
          }
        >
          {`${PLAN_MSG.cardLine(card.cardType, card.last4)} dejará de estar inscrita en Transbank.`}
        </ConfirmDialog>
      )}
    </Stack>
  );
};
