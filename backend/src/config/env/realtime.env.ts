import { IsIn, IsString } from 'class-validator';
import { IntVar, OptionalStringVar } from './env-values';

/** Sockets (flood limits, heartbeat) and the STUN/TURN servers of video calls. */
export class RealtimeEnv {
  /** Events one socket may send per second before it is dropped (flood protection). */
  @IntVar(1)
  SOCKET_EVENTS_PER_SECOND = 30;

  /** Events one user may send per second over all their sockets; beyond it events are refused. */
  @IntVar(1)
  SOCKET_EVENTS_PER_SECOND_PER_USER = 40;

  /** Live sockets one user may hold; a new one closes the oldest. */
  @IntVar(1)
  SOCKETS_PER_USER = 10;

  /**
   * The sockets' heartbeat (socket.io's pingInterval and pingTimeout): a phone that goes silent
   * without closing its connection (no signal, app killed) counts as connected for up to their sum.
   */
  @IntVar(100, 120_000)
  SOCKET_PING_INTERVAL_MS = 25_000;

  @IntVar(100, 120_000)
  SOCKET_PING_TIMEOUT_MS = 20_000;

  /** STUN/TURN servers handed to video calls (JSON array of RTCIceServer). */
  @IsString()
  ICE_SERVERS = '[{"urls":"stun:stun.l.google.com:19302"}]';

  /** coturn's static-auth-secret (use-auth-secret): with TURN_URLS, calls get short-lived TURN credentials. */
  @OptionalStringVar()
  TURN_SECRET?: string;

  /** The TURN server's URLs, comma-separated (turn:turn.example.cl:3478?transport=udp,…). */
  @OptionalStringVar()
  TURN_URLS?: string;

  /** How long TURN credentials stay valid. */
  @IntVar(60)
  TURN_TTL_SECONDS = 4 * 3600;

  /** The calls' iceTransportPolicy: 'relay' sends every call through TURN (to test TURN; 'all' otherwise). */
  @IsIn(['all', 'relay'])
  ICE_TRANSPORT_POLICY: 'all' | 'relay' = 'all';
}
