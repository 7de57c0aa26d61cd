import { useEffect, useState } from 'react';
import { renderTime } from './render-time';
import { useAppRunning } from './use-app-running';

// The current time, refreshed every `intervalMs`, so relative times ('hace 5 minutos') stay true.
// While a server-drawn screen hydrates, the time it was drawn at (lib/render-time.ts).
export function useNow(intervalMs = 60_000): Date {
  const running = useAppRunning();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return running ? now : renderTime();
}
