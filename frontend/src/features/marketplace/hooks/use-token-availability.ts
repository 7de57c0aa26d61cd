import { useTokenSummary } from '@/features/marketplace/api/get-token-summary';

// What the publish and apply buttons need to know about the token summary. A failed read is its own
// state, not "still loading": the user gets a message and a retry instead of a button that never wakes.
export type TokenAvailability =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void; isRetrying: boolean }
  | { status: 'ready'; available: number };

export const useTokenAvailability = (): TokenAvailability => {
  const tokens = useTokenSummary();
  // A summary already on screen stays usable even if a later background refresh fails.
  if (tokens.data) return { status: 'ready', available: tokens.data.available };
  if (tokens.isLoadingError)
    return { status: 'failed', retry: () => void tokens.refetch(), isRetrying: tokens.isFetching };
  return { status: 'loading' };
};

// Sending is blocked while the tokens load and with none left; also when they could not be read.
export const cannotSpendToken = (tokens: TokenAvailability): boolean =>
  tokens.status !== 'ready' || tokens.available === 0;
