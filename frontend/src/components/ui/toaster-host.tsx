import { useEffect, useState, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { TOAST_BOTTOM_OFFSET, toaster } from './toaster';

const loadView = () => import('./toaster-view').then((m) => m.Toaster);

interface Notice {
  id?: string;
  title?: ReactNode;
  description?: ReactNode;
  type?: string;
  dismiss?: boolean;
}

// A notice raised before the host mounted is still in the store (none is, before a drawn page hydrates).
const latestNotice = () => (toaster.getVisibleToasts().at(-1) as Notice | undefined) ?? null;

// Plain elements and inline styles: these are on every first screen, where Chakra's style runtime
// costs the most.
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
const SHOWN: CSSProperties = {
  position: 'fixed',
  insetInline: '0.75rem',
  bottom: TOAST_BOTTOM_OFFSET,
  zIndex: 'var(--chakra-z-index-toast)',
};
const panel = (error: boolean): CSSProperties => ({
  padding: 'var(--chakra-spacing-4)',
  paddingInlineEnd: '3rem',
  border: '2px solid',
  borderColor: error ? 'var(--chakra-colors-red-800)' : 'var(--chakra-colors-brand-700)',
  borderRadius: 'var(--chakra-radii-md)',
  background: error ? 'var(--chakra-colors-red-700)' : 'white',
  color: error ? 'white' : 'var(--chakra-colors-fg)',
});

// A 44 px target in the panel's corner, in the panel's text colour.
const closeButton = (error: boolean): CSSProperties => ({
  position: 'absolute',
  top: 0,
  insetInlineEnd: 0,
  width: '2.75rem',
  height: '2.75rem',
  border: 0,
  background: 'transparent',
  color: error ? 'white' : 'var(--chakra-colors-fg)',
  fontSize: 'var(--chakra-font-sizes-2xl)',
  cursor: 'pointer',
});

const NoticeText = ({ notice, shown }: { notice: Notice; shown: boolean }) => (
  <div style={shown ? panel(notice.type === 'error') : undefined}>
    {notice.title && (
      <p style={shown ? { fontSize: 'var(--chakra-font-sizes-lg)', fontWeight: 'bold' } : undefined}>{notice.title}</p>
    )}
    {notice.description && <p>{notice.description}</p>}
  </div>
);

// Live regions present from the start (a screen reader reads what is written into a region that
// already exists, not one mounted with its text): the first notice is read from here while the
// toasts' view loads. `shown` draws it too, while that view cannot load ('Sin conexión…'). No
// status or alert role: on every screen, those would be found beside the screen's own messages.
// Drawn in plain text, a notice is put away as the view's are: a tap on it, or 'Cerrar aviso'.
const NoticeRegions = ({ notice, shown }: { notice: Notice | null; shown: boolean }) => {
  const error = notice?.type === 'error';
  const drawn = shown && notice !== null;
  const putAway = () => void (notice?.id && toaster.remove(notice.id));
  return (
    <div
      style={drawn ? SHOWN : VISUALLY_HIDDEN}
      data-notice-regions={drawn ? 'shown' : 'hidden'}
      onClick={drawn ? putAway : undefined}
    >
      <div aria-live="polite" aria-atomic="true">
        {notice && !error && <NoticeText notice={notice} shown={shown} />}
      </div>
      <div aria-live="assertive" aria-atomic="true">
        {notice && error && <NoticeText notice={notice} shown={shown} />}
      </div>
      {drawn && (
        <button type="button" aria-label="Cerrar aviso" style={closeButton(error)}>
          ×
        </button>
      )}
    </div>
  );
};

// The toasts' view (its chunk and its state machine) was one of start-up's long tasks on a slow phone,
// and no first screen needs it: it loads with the first notice, which the store keeps for it to show.
// It lives outside every screen, so no screen's error page would catch its chunk failing to load (the
// signal lost before the app was kept for offline use): notices are then drawn in plain text, and the
// view is asked for again when the phone is back online.
export const ToasterHost = () => {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  const [notice, setNotice] = useState<Notice | null>(latestNotice);
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
    const unsubscribe = toaster.subscribe((data: Notice) => {
      setNotice((shown) => (!data.dismiss ? data : shown?.id === data.id ? null : shown));
      load();
    });
    if (latestNotice()) load();
    return () => {
      mounted = false;
      unsubscribe();
      window.removeEventListener('online', load);
    };
  }, [Toaster]);
  // The view adds its first toast in the same task as its own live region, which screen readers do
  // not announce, and the regions' text leaves unannounced: the first notice is read once.
  if (Toaster) return <Toaster />;
  return <NoticeRegions notice={notice} shown={unreachable} />;
};
