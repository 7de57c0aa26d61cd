import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { TOAST_BOTTOM_OFFSET, toaster } from './toaster';

const loadView = () => import('./toaster-view').then((m) => m.Toaster);

// Mounting the toasts' view (its chunk and its state machine) was one of start-up's long tasks on a
// slow phone, and no first screen needs it: it mounts when the phone is first idle, or at once when a
// notice is raised before that (the store keeps the notice, and the view shows it on mount).
const IDLE_FALLBACK_MS = 2000;

const whenIdle = (run: () => void): (() => void) => {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_FALLBACK_MS * 2 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, IDLE_FALLBACK_MS);
  return () => clearTimeout(handle);
};

interface Notice {
  id?: string;
  title?: ReactNode;
  description?: ReactNode;
  type?: string;
  dismiss?: boolean;
}

// A notice raised before this mounted (the one whose view could not load) is still in the store.
const latestNotice = () => (toaster.getVisibleToasts().at(-1) as Notice | undefined) ?? null;

/** The latest notice in plain text, while the toasts' view cannot load: 'Sin conexión…' must still be read. */
const PlainNotice = () => {
  const [notice, setNotice] = useState<Notice | null>(latestNotice);
  useEffect(
    () =>
      toaster.subscribe((data: Notice) =>
        setNotice((shown) => (!data.dismiss ? data : shown?.id === data.id ? null : shown)),
      ),
    [],
  );
  const error = notice?.type === 'error';
  return (
    <Box role={error ? 'alert' : 'status'} position="fixed" insetInline="3" bottom={TOAST_BOTTOM_OFFSET} zIndex="toast">
      {notice && (
        <Box p="4" borderWidth="2px" borderRadius="md" bg={error ? 'red.700' : 'white'} color={error ? 'white' : 'fg'}>
          {notice.title && (
            <Text fontSize="lg" fontWeight="bold">
              {notice.title}
            </Text>
          )}
          {notice.description && <Text>{notice.description}</Text>}
        </Box>
      )}
    </Box>
  );
};

// The view lives outside every screen, so no screen's error page would catch its chunk failing to load
// (the signal lost before the app was kept for offline use): notices are then shown in plain text, and
// the view is asked for again when the phone is back online, instead of the failure taking the app down.
export const ToasterHost = () => {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  useEffect(() => {
    if (Toaster) return;
    let mounted = true;
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      loadView().then(
        (view) => mounted && setToaster(() => view),
        () => {
          loading = false;
          if (mounted) setUnreachable(true);
          window.addEventListener('online', load, { once: true });
        },
      );
    };
    const unsubscribe = toaster.subscribe(load);
    const cancelIdle = whenIdle(load);
    return () => {
      mounted = false;
      unsubscribe();
      cancelIdle();
      window.removeEventListener('online', load);
    };
  }, [Toaster]);
  if (Toaster) return <Toaster />;
  return unreachable ? <PlainNotice /> : null;
};
