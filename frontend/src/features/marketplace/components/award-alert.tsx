import { useState } from 'react';
import type { ApplicationAwardedEvent } from '@conectando/contracts';
import { loadWhenShown } from '@/components/ui/load-when-shown';
import { useSocketEvent } from '@/lib/use-socket-event';

// The dialog's code loads with the first award (or a few seconds after the screen), not with the app.
const AwardDialog = loadWhenShown(
  () => import('./award-dialog').then((m) => m.AwardDialog),
  ({ award }) => award !== null,
);

// The awarded professional's live alert, on whatever screen they are: it stays until read,
// unlike a toast that a 75-year-old may miss. The bell keeps the notification too.
export const AwardAlert = () => {
  const [award, setAward] = useState<ApplicationAwardedEvent | null>(null);
  useSocketEvent('application:awarded', setAward);
  return <AwardDialog award={award} onClose={() => setAward(null)} />;
};
