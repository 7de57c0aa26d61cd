import { useCallback, useEffect, useState } from 'react';
import { wisdomPool, type WisdomContext, type WisdomQuote } from '@conectando/contracts';
import { localDayKey } from '@/lib/dates';
import { readStorage, writeStorage } from '@/lib/storage';

// The tip appears 3 s after the screen mounts, at most once per mount, and not again
// on a day the user closed it for this context.
export const WISDOM_TIP_DELAY_MS = 3000;

export const wisdomDismissalKey = (context: WisdomContext) => `wisdomTipDismissed:${context}`;

const isDismissedToday = (context: WisdomContext) => readStorage(wisdomDismissalKey(context)) === localDayKey();

const pickRandom = (quotes: readonly WisdomQuote[], excludeId?: number): WisdomQuote => {
  const candidates = quotes.length > 1 ? quotes.filter((q) => q.id !== excludeId) : quotes;
  return candidates[Math.floor(Math.random() * candidates.length)];
};

export function useWisdomTip(context: WisdomContext) {
  const [pool] = useState(() => wisdomPool(context));
  const [quote, setQuote] = useState(() => pickRandom(pool));
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (isDismissedToday(context)) return;
    const timer = window.setTimeout(() => setVisible(true), WISDOM_TIP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [context]);

  const showAnother = useCallback(() => setQuote((current) => pickRandom(pool, current.id)), [pool]);

  const dismiss = useCallback(() => {
    setVisible(false);
    writeStorage(wisdomDismissalKey(context), localDayKey());
  }, [context]);

  return { quote, visible, showAnother, dismiss };
}
