import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';

// Failures are destructive toasts. Where the server explains the refusal (a 4xx with its Spanish
// message, e.g. 'Sin tokens'), 'Error' and that message. Where no answer came (no signal, a lost
// answer, a slow network), what failed and why: the fixed text alone read as the server refusing.
export const notifyError = (error: unknown, fallback: string, title = 'Error') => {
  if (isApiError(error) && error.status === 0)
    return notify({ title: fallback, description: error.message, variant: 'destructive' });
  return notify({
    title,
    description:
      isApiError(error) && error.status >= 400 && error.status < 500 && error.message ? error.message : fallback,
    variant: 'destructive',
  });
};
