import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';

// Failures are destructive 'Error' toasts; where the server explains the refusal (a 4xx with
// its Spanish message, e.g. 'Sin tokens') that message is the description, otherwise the fixed text.
export const notifyError = (error: unknown, fallback: string, title = 'Error') =>
  notify({
    title,
    description:
      isApiError(error) && error.status >= 400 && error.status < 500 && error.message ? error.message : fallback,
    variant: 'destructive',
  });
