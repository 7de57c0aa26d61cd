import type { MeetingDuration } from './meeting.dto';

export type MeetingStatus = 'proposed' | 'confirmed' | 'declined' | 'cancelled';

export interface MeetingPerson {
  id: string;
  name: string;
  profileImageUrl: string | null;
}

export interface MeetingResponse {
  id: string;
  status: MeetingStatus;
  organizer: MeetingPerson;
  invitee: MeetingPerson;
  /** The start times waiting for an answer (empty once confirmed, declined or cancelled). */
  slots: string[];
  durationMinutes: MeetingDuration;
  topic: string | null;
  /** The agreed start, once confirmed. */
  startsAt: string | null;
  /** Who proposed the current slots: the other person answers them. */
  proposedById: string;
  /** Grows with every change (the calendar's SEQUENCE). */
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** `meeting:changed`, to both participants' sockets: refetch the meeting. */
export interface MeetingChangedEvent {
  id: string;
  status: MeetingStatus;
}

/** `meeting:signal` as relayed to the other participant. */
export interface MeetingSignalEvent {
  meetingId: string;
  fromUserId: string;
  data: unknown;
}

/** GET /api/meetings/:id/ice */
export interface IceServersResponse {
  iceServers: { urls: string | string[]; username?: string; credential?: string }[];
  /** 'relay' only where the server is set to test TURN (ICE_TRANSPORT_POLICY). */
  iceTransportPolicy: 'all' | 'relay';
}
