import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CardInscriptionResponse,
  CardResponse,
  CreatePaymentResponse,
  PaymentRedirect,
  PaymentResponse,
  PlanChangeQuote,
  PlanChangeResponse,
  SubscriptionResponse,
} from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { tokenKeys } from './token-keys';

export const paymentKeys = {
  all: ['payments'] as const,
  list: () => [...paymentKeys.all, 'list'] as const,
  detail: (id: string) => [...paymentKeys.all, 'detail', id] as const,
  cards: () => [...paymentKeys.all, 'cards'] as const,
  subscription: () => [...paymentKeys.all, 'subscription'] as const,
  quote: (planId: string) => [...paymentKeys.all, 'quote', planId] as const,
};

export const getPayments = () => api.get<PaymentResponse[]>('/payments');
export const getPayment = (id: string) => api.get<PaymentResponse>(`/payments/${encodeURIComponent(id)}`);

export const usePayments = () => useQuery(queryOptions({ queryKey: paymentKeys.list(), queryFn: getPayments }));

// A payment still 'pending' is being settled by the server (a failed commit): it is asked again.
export const usePayment = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: paymentKeys.detail(id),
      queryFn: () => getPayment(id),
      refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3000 : false),
    }),
  );

/**
 * Transbank takes the token by a form POST from the browser (not a link, not fetch): the page leaves for
 * the bank's, which sends the person back (Webpay: to /tokens/pago/<id>; Oneclick: to /tokens).
 */
export function postToWebpay({ url, token }: PaymentRedirect, field: 'token_ws' | 'TBK_TOKEN' = 'token_ws'): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  const input = document.createElement('input');
  input.type = 'hidden';
  input.name = field;
  input.value = token;
  form.append(input);
  document.body.append(form);
  form.submit();
}

export const useStartPayment = () =>
  useMutation({
    mutationFn: (packId: string) => api.post<CreatePaymentResponse>('/payments', { packId }),
  });

export const useRefundPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<PaymentResponse>(`/payments/${encodeURIComponent(id)}/refund`, {}),
    onSuccess: (payment) => {
      queryClient.setQueryData(paymentKeys.detail(payment.id), payment);
      void queryClient.invalidateQueries({ queryKey: paymentKeys.list() });
      void queryClient.invalidateQueries({ queryKey: tokenKeys.all });
    },
  });
};

export const useCards = () =>
  useQuery(queryOptions({ queryKey: paymentKeys.cards(), queryFn: () => api.get<CardResponse[]>('/payments/cards') }));

/** Starts a card inscription; the page then leaves for Oneclick's form. */
export const useStartCardInscription = () =>
  useMutation({ mutationFn: () => api.post<CardInscriptionResponse>('/payments/cards', {}) });

export const useDeleteCard = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/payments/cards/${encodeURIComponent(id)}`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: paymentKeys.cards() }),
  });
};

/** Subscribes to a plan: the first month is charged to the card before it answers. */
export const useSubscribe = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) => api.post<PaymentResponse>('/payments/subscriptions', { planId }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: tokenKeys.all });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.list() });
    },
  });
};

/** The live plan and a lower one waiting for the renewal ('Desde el 3-01-2027: Starter'). */
export const useSubscription = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: paymentKeys.subscription(),
      queryFn: () => api.get<SubscriptionResponse>('/payments/subscriptions/current'),
      enabled,
    }),
  );

/** What a change of plan charges today and each month, asked when the person picks a plan. */
export const usePlanChangeQuote = (planId: string | null) =>
  useQuery(
    queryOptions({
      queryKey: paymentKeys.quote(planId ?? ''),
      queryFn: () =>
        api.get<PlanChangeQuote>(`/payments/subscriptions/change?planId=${encodeURIComponent(planId ?? '')}`),
      enabled: planId !== null,
      staleTime: 0,
    }),
  );

/** Changes plan: a higher one is charged (the rest of the month) before it answers. */
export const useChangePlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) => api.post<PlanChangeResponse>('/payments/subscriptions/change', { planId }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: tokenKeys.all });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.subscription() });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.list() });
    },
  });
};
