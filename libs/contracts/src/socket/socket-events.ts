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
import type { LiveClassChangedEvent } from '../live-classes/live-class.response';
import type { AdminPendingCountsResponse } from '../marketplace/offer.response';
import type { HelpReplyEvent } from '../help/help.dto';
import type { VideoStatusEvent } from '../videos/skill-video.response';
import type { StoryCommentDeletedEvent, StoryCommentResponse } from '../stories/story-comment';
import type { LiveRoomHandEvent, LiveRoomMutedEvent } from '../live-room/live-room';

export type SocketAck<T> = (response: { ok: true; data: T } | { ok: false; message: string }) => void;

/** What the server pushes (rooms: user:<id>, chat:<id>, story:<id>, admins). */
export interface ServerToClientEvents {
  /** New, or an unread chat entry that grew (same id, higher count, latest text). */
  'notification:created': (notification: NotificationResponse) => void;
  /** Entries were read on one of the person's devices: every device updates its bell. */
  'notifications:read': (event: NotificationsReadEvent) => void;
  'chat:message': (message: ChatMessageResponse) => void;
  'chat:typing': (event: { chatId: string; userId: string; name: string; isTyping: boolean }) => void;
  'chat:read': (event: { chatId: string; userId: string; seq: number }) => void;
  /** The other person of this chat erased their account: refetch it (their name and messages changed). */
  'chat:participant-erased': (event: { chatId: string }) => void;
  'maintenance:changed': (event: { isInMaintenance: boolean }) => void;
  'account:validated': (event: { userId: string }) => void;
  'admin:queue-changed': (event: { queue: 'users' | 'offers' | 'reports' | 'help' }) => void;
  /** The team answered one of the person's 'Pedir ayuda' conversations. */
  'help:reply': (event: HelpReplyEvent) => void;
  /** The person's trusted contact was emailed about a warned message: its warning says so. */
  'trusted-contact:alerted': (event: { messageId: string }) => void;
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
  /** Room story:<id> (sockets watching the story): a comment arrived; its author's blockers are left out. */
  'story:comment': (comment: StoryCommentResponse) => void;
  'story:comment-deleted': (event: StoryCommentDeletedEvent) => void;
  /** A meeting of this person changed: refetch it (and the chat's cards). */
  'meeting:changed': (event: MeetingChangedEvent) => void;
  /** A live class this person gives, has a seat in or waits for changed (or its seats moved): refetch it. */
  'live-class:changed': (event: LiveClassChangedEvent) => void;
  /** The other participant's WebRTC description or candidate. */
  'meeting:signal': (event: MeetingSignalEvent) => void;
  /** Someone in a live class's room raised or lowered their hand (room live-class:<id>). */
  'live-room:hand': (event: LiveRoomHandEvent) => void;
  /** The mentor muted someone in a live class's room. */
  'live-room:muted': (event: LiveRoomMutedEvent) => void;
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
  /** Joins the story's room, to hear its comments live, if the story is one the person may see. */
  'story:watch': (event: { storyId: string }, ack?: SocketAck<{ watching: true }>) => void;
  'story:unwatch': (event: { storyId: string }, ack?: SocketAck<{ watching: false }>) => void;
  /** Relayed to the meeting's other participant only, and only while its call is open. */
  'meeting:signal': (event: { meetingId: string; data: unknown }, ack?: SocketAck<{ delivered: true }>) => void;
  /** Each carries the admission's `pass` (LiveClassJoin): the server checks it is this person's, unexpired. */
  'live-room:enter': (event: { pass: string }, ack?: SocketAck<{ classId: string }>) => void;
  'live-room:hand': (event: { pass: string; raised: boolean }, ack?: SocketAck<{ raised: boolean }>) => void;
  'live-room:mute': (event: { pass: string; feedId: string; mid: string }, ack?: SocketAck<{ muted: true }>) => void;
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
