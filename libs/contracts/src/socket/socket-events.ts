import type { ChatMessageResponse } from '../chat/chat.response';
import type { NotificationResponse, NotificationsReadEvent } from '../notifications/notification.response';
import type {
  ApplicationAwardedEvent,
  ApplicationReadEvent,
  ApplicationRejectedEvent,
  ApplicationSubmittedEvent,
  OfferStatusChangedEvent,
  OffersChangedEvent,
  TokensChangedEvent,
} from '../marketplace/marketplace-socket';
import type { MeetingChangedEvent, MeetingSignalEvent } from '../meetings/meeting.response';
import type { AdminPendingCountsResponse } from '../marketplace/offer.response';
import type { VideoStatusEvent } from '../videos/skill-video.response';

export type SocketAck<T> = (response: { ok: true; data: T } | { ok: false; message: string }) => void;

/** What the server pushes (rooms: user:<id>, chat:<id>, admins). */
export interface ServerToClientEvents {
  /** New, or an unread chat entry that grew (same id, higher count, latest text). */
  'notification:created': (notification: NotificationResponse) => void;
  /** Entries were read on one of the person's devices: every device updates its bell. */
  'notifications:read': (event: NotificationsReadEvent) => void;
  'chat:message': (message: ChatMessageResponse) => void;
  'chat:typing': (event: { chatId: string; userId: string; name: string; isTyping: boolean }) => void;
  'chat:read': (event: { chatId: string; userId: string; seq: number }) => void;
  'chat:created': (event: { chatId: string }) => void;
  /** The other person of this chat erased their account: refetch it (their name and messages changed). */
  'chat:participant-erased': (event: { chatId: string }) => void;
  'maintenance:changed': (event: { isInMaintenance: boolean }) => void;
  'account:validated': (event: { userId: string }) => void;
  'admin:queue-changed': (event: { queue: 'users' | 'offers' | 'reports' }) => void;
  /** Admins: fresh counts of pending users and offers for /admin. */
  'admin:pending-counts': (event: AdminPendingCountsResponse) => void;
  'offer:status-changed': (event: OfferStatusChangedEvent) => void;
  'offers:changed': (event: OffersChangedEvent) => void;
  'application:submitted': (event: ApplicationSubmittedEvent) => void;
  'application:read': (event: ApplicationReadEvent) => void;
  'application:awarded': (event: ApplicationAwardedEvent) => void;
  'application:rejected': (event: ApplicationRejectedEvent) => void;
  'tokens:changed': (event: TokensChangedEvent) => void;
  /** The owner's devices: a video finished processing (ready) or could not be processed (failed). */
  'video:status': (event: VideoStatusEvent) => void;
  /** A meeting of this person changed: refetch it (and the chat's cards). */
  'meeting:changed': (event: MeetingChangedEvent) => void;
  /** The other participant's WebRTC description or candidate. */
  'meeting:signal': (event: MeetingSignalEvent) => void;
  /**
   * Sent just before the server closes this socket: says why, in Spanish (e.g. the account opened too
   * many), or CONNECTION_RESTART when the instance is restarting and the client should come back at once.
   */
  'connection:closed': (event: { reason: string }) => void;
}

/** What a client may send; the server checks membership for each. */
export interface ClientToServerEvents {
  'chat:send': (
    message: { chatId: string; clientMessageId: string; content: string },
    ack: SocketAck<ChatMessageResponse>,
  ) => void;
  'chat:typing': (event: { chatId: string; isTyping?: boolean }) => void;
  'chat:read': (event: { chatId: string; seq: number }, ack?: SocketAck<{ seq: number }>) => void;
  /** Relayed to the meeting's other participant only, and only while its call is open. */
  'meeting:signal': (event: { meetingId: string; data: unknown }, ack?: SocketAck<{ delivered: true }>) => void;
}

export const SOCKET_PATH = '/socket.io';

/**
 * How a client connects and comes back: the web client's, and the benchmarks' that stand in for it.
 * WebSocket first: one upgrade request per (re)connection, where long-polling first sent four through
 * nginx and, after an instance died, thousands of phones overflowed the survivor's accept queue.
 * A network that blocks WebSockets falls back to polling on the same attempt (tryAllTransports).
 * A dropped connection (an instance restarting) is tried again after 0.25–0.75 s: the randomization
 * spreads thousands of phones over that half second; later attempts back off up to 5 s.
 */
export const SOCKET_CLIENT_OPTIONS = {
  path: SOCKET_PATH,
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
  reconnectionDelay: 500,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
} as const;

/** The reason of a 'connection:closed' sent by an instance that is shutting down: reconnect (elsewhere) now. */
export const CONNECTION_RESTART = 'restart';
/** What the gateway tells a socket it refuses or closes. */
export const SOCKET_MSG = {
  tooManyEvents: 'Estás enviando demasiados mensajes. Espera un momento.',
  tooManySockets: 'Se abrió esta cuenta en otra ventana o dispositivo; esta conexión se cerró.',
} as const;
