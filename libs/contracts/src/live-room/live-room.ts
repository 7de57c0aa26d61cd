import { IsBoolean, IsString, Matches, MaxLength } from 'class-validator';
import type { IceServersResponse } from '../meetings/meeting.response';

export const LIVE_ROOM_MSG = {
  unavailable: 'Las salas en vivo no están disponibles en este momento. Intenta de nuevo en unos minutos.',
  notAdmitted: 'Tu acceso a esta sala ya no es válido. Vuelve a entrar al taller.',
  onlyHost: 'Solo quien dicta el taller puede silenciar a alguien.',
  feedInvalid: 'No encontramos a esa persona en la sala.',
  notYetStarted: 'El taller aún no comienza',
} as const;

/**
 * GET /api/live-classes/:id/join: what a browser needs to enter a class's room on the SFU (Janus
 * VideoRoom). Nothing in it opens any other room, and all of it expires with the class.
 */
export interface LiveClassJoin {
  /** Janus's WebSocket API: an absolute ws(s):// URL, or a path on the app's origin (/janus) behind its proxy. */
  janusUrl: string;
  /** The class's VideoRoom (string id). */
  room: string;
  /**
   * Short-lived Janus token (signed, VideoRoom only, expires at `expiresAt`), also the room's only
   * accepted join token for this person: send it as `token` on every Janus request and on `join`.
   */
  token: string;
  /** The publisher id to join with: the mentor's is `hostFeedId`, a learner's is their user id. */
  feedId: string;
  /** The mentor's feed: its video goes large, and until it publishes the learners wait. */
  hostFeedId: string;
  /** The name the others see on this person's tile. */
  displayName: string;
  role: 'host' | 'participant';
  /** The app's own proof of this admission, for the room's socket events (hand, mute). */
  pass: string;
  expiresAt: string;
  iceServers: IceServersResponse['iceServers'];
  iceTransportPolicy: IceServersResponse['iceTransportPolicy'];
}

const FEED_ID = /^[A-Za-z0-9-]{1,64}$/;

/** `live-room:enter`: the socket joins the class's room to hear hands and mutes. */
export class LiveRoomEnterDto {
  @IsString({ message: LIVE_ROOM_MSG.notAdmitted })
  @MaxLength(600, { message: LIVE_ROOM_MSG.notAdmitted })
  pass!: string;
}

/** `live-room:hand`: a participant raises or lowers their hand. */
export class LiveRoomHandDto extends LiveRoomEnterDto {
  @IsBoolean({ message: 'Indica si levantas o bajas la mano.' })
  raised!: boolean;
}

/** `live-room:mute`: the mentor silences one participant's microphone (its audio m-line). */
export class LiveRoomMuteDto extends LiveRoomEnterDto {
  @Matches(FEED_ID, { message: LIVE_ROOM_MSG.feedInvalid })
  feedId!: string;

  @Matches(/^[0-9]{1,3}$/, { message: LIVE_ROOM_MSG.feedInvalid })
  mid!: string;
}

/** Pushed to everyone in the class's room. */
export interface LiveRoomHandEvent {
  classId: string;
  feedId: string;
  displayName: string;
  raised: boolean;
}

/** Pushed to everyone in the class's room (the muted person's screen says so). */
export interface LiveRoomMutedEvent {
  classId: string;
  feedId: string;
  displayName: string;
}
