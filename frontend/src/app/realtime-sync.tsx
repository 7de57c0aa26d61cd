import { useAccountLiveUpdates } from '@/features/auth/hooks/use-account-live-updates';
import { useChatLiveUpdates } from '@/features/chat/hooks/use-chat-live-updates';
import { useMaintenanceLiveUpdates } from '@/features/maintenance/hooks/use-maintenance-live-updates';
import { AwardAlert } from '@/features/marketplace/components/award-alert';
import { useMarketplaceLiveUpdates } from '@/features/marketplace/hooks/use-marketplace-live-updates';
import { useNotificationsLiveUpdates } from '@/features/notifications/hooks/use-notifications-live-updates';

// The session-wide listeners: each feature turns its socket events into query-cache updates.
// Mounted above the maintenance gate, so the switch turning off reaches a user on the maintenance page.
export const RealtimeSync = ({ userId }: { userId: string | null }) => {
  useChatLiveUpdates(userId);
  useNotificationsLiveUpdates();
  useMaintenanceLiveUpdates();
  useAccountLiveUpdates();
  useMarketplaceLiveUpdates();
  // The award alert shows on whatever screen the professional is.
  return <AwardAlert />;
};
