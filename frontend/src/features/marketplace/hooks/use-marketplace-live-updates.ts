import { useQueryClient } from '@tanstack/react-query';
import type { MyApplicationResponse, MyOfferResponse } from '@conectando/contracts';
import { tokenKeys } from '@/features/marketplace/api/token-keys';
import { useSocketConnect, useSocketEvent } from '@/lib/use-socket-event';
import { applicationKeys, offerKeys } from '@/lib/offer-keys';

// For the whole signed-in session: the marketplace's socket events become cache updates, so every
// screen that shows an offer, an application or a balance is current without a reload.
export function useMarketplaceLiveUpdates(): void {
  const queryClient = useQueryClient();
  const invalidate = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });

  // Institution: a new application. The open offer page re-reads its list; 'Mis Solicitudes' takes the counts.
  useSocketEvent('application:submitted', (event) => {
    queryClient.setQueryData<MyOfferResponse[]>(offerKeys.mine(), (offers) =>
      offers?.map((offer) =>
        offer.id === event.offerId
          ? {
              ...offer,
              unreadApplicationsCount: event.unreadApplicationsCount,
              totalApplicationsCount: event.totalApplicationsCount,
            }
          : offer,
      ),
    );
    invalidate(offerKeys.applications(event.offerId));
  });

  // Institution: an offer it published was approved, rejected or closed.
  useSocketEvent('offer:status-changed', (event) => {
    invalidate(offerKeys.mine());
    invalidate(offerKeys.detail(event.offerId));
  });

  // Everyone: the approved offers changed.
  useSocketEvent('offers:changed', () => invalidate(offerKeys.lists()));

  // Professional: 'Leída por la institución', live.
  useSocketEvent('application:read', (event) => {
    queryClient.setQueryData<MyApplicationResponse[]>(applicationKeys.mine(), (list) =>
      list?.map((a) => (a.id === event.applicationId ? { ...a, isRead: true, readAt: event.readAt } : a)),
    );
  });

  // Professional: awarded (the alert is AwardAlert's) or not chosen.
  useSocketEvent('application:awarded', (event) => {
    queryClient.setQueryData<MyApplicationResponse[]>(applicationKeys.mine(), (list) =>
      list?.map((a) => (a.id === event.applicationId ? { ...a, status: 'awarded', awardedAt: event.awardedAt } : a)),
    );
    invalidate(applicationKeys.mine());
  });
  useSocketEvent('application:rejected', () => invalidate(applicationKeys.mine()));

  // Anyone with tokens: a spend, grant, refund or renewal.
  useSocketEvent('tokens:changed', () => invalidate(tokenKeys.all));

  // What changed while the socket was away arrives as no event: read the marketplace again.
  useSocketConnect(
    () => {
      invalidate(offerKeys.all);
      invalidate(applicationKeys.all);
      invalidate(tokenKeys.all);
    },
    { sessionWide: true },
  );
}
