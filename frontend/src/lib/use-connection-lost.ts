import { useEffect, useState } from 'react';
import { useSocket, useSocketConnected } from './socket';
import { useOnline } from './use-online';

// A socket that blinks (a phone switching from Wi-Fi to mobile data) is no news for the person.
export const SOCKET_DOWN_GRACE_MS = 3000;

// True while the browser is offline, or while the live connection (when there is one) has been down
// for longer than the grace period.
export function useConnectionLost(): boolean {
  const online = useOnline();
  const socket = useSocket();
  const connected = useSocketConnected();
  const [socketLost, setSocketLost] = useState(false);

  useEffect(() => {
    if (!socket || connected) {
      // Back (or signed out): the banner goes at once, only its arrival waits for the grace period.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setSocketLost(false);
      return;
    }
    const timer = window.setTimeout(() => setSocketLost(true), SOCKET_DOWN_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, [socket, connected]);

  return !online || socketLost;
}
