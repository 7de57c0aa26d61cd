import { io } from 'socket.io-client';

/**
 * A socket.io client as the benches open one per person: websocket only, no reconnection of its own,
 * never sharing a connection with another client of the process; with the person's session cookie, or
 * for the baseline server (bench/chat) the `auth` it reads instead.
 */
export const benchSocket = (url, { cookie, auth } = {}) =>
  io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: cookie ? { Cookie: cookie } : {},
    auth,
  });
