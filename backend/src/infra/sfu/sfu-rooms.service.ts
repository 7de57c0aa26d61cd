import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, LIVE_ROOM_MSG, type LiveClassJoin } from '@conectando/contracts';
import { AppError } from '../../common/errors/app-error';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { IceServersService } from '../ice/ice-servers.service';
import { JanusRequestError, JanusVideoRoomClient } from './janus-videoroom.client';
import { readPass, roomSecret, signJanusToken, signPass, type RoomPass } from './room-credentials';

export interface Admission {
  classId: string;
  userId: string;
  displayName: string;
  role: 'host' | 'participant';
  /** When the admission ends (the class's end): the token, the pass and the ACL entry stop working then. */
  until: Date;
  /** The class's seats (2–8): the room takes that many publishers plus the mentor. */
  capacity?: number;
}

const ROOM_EXISTS = 427;
const NO_SUCH_FEED = 428;
const MAX_SEATS = 8;
/** The mentor's publisher id in every class's room; a learner's is their user id. */
export const HOST_FEED_ID = 'mentor';
export const roomOf = (classId: string) => `class-${classId}`;

/**
 * Live classes' rooms on Janus's VideoRoom: one per class, created on demand (private, with its own
 * secret, talking events, and an ACL of tokens), and admissions into it. Whether someone may enter is
 * the live-classes module's decision; this only makes what it decided real on the SFU.
 */
@Injectable()
export class SfuRoomsService {
  constructor(
    private readonly janus: JanusVideoRoomClient,
    private readonly ice: IceServersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async admit(admission: Admission): Promise<LiveClassJoin> {
    const { classId, userId, displayName, role, until } = admission;
    const room = roomOf(classId);
    const token = signJanusToken(this.config.JANUS_TOKEN_SECRET ?? '', until);
    await this.ensureRoom(room, admission.capacity ?? MAX_SEATS, token);
    await this.janus.request({ request: 'allowed', room, secret: this.secret(room), action: 'add', allowed: [token] });
    const feedId = role === 'host' ? HOST_FEED_ID : userId;
    // Whoever holds this feed id is gone or an impostor: coming back (or the mentor arriving) takes it over.
    await this.kick(room, feedId);
    const pass: RoomPass = { classId, userId, role, feedId, displayName, expiry: Math.floor(until.getTime() / 1000) };
    const { iceServers, iceTransportPolicy } = this.ice.forUser(userId);
    return {
      janusUrl: this.config.JANUS_PUBLIC_URL,
      room,
      token,
      feedId,
      hostFeedId: HOST_FEED_ID,
      displayName,
      role,
      pass: signPass(this.config.SESSION_SECRET, pass),
      expiresAt: until.toISOString(),
      iceServers,
      iceTransportPolicy,
    };
  }

  /** The admission `pass` proves, if it is this user's and unexpired. */
  admission(pass: string, userId: string): RoomPass {
    const read = readPass(this.config.SESSION_SECRET, pass, userId);
    if (!read) throw new AppError(ErrorCode.Forbidden, LIVE_ROOM_MSG.notAdmitted);
    return read;
  }

  /** The mentor silences one participant's m-line (VideoRoom `moderate`); returns the name shown on their tile. */
  async mute(
    pass: string,
    userId: string,
    feedId: string,
    mid: string,
  ): Promise<{ room: RoomPass; displayName: string }> {
    const host = this.admission(pass, userId);
    if (host.role !== 'host') throw new AppError(ErrorCode.Forbidden, LIVE_ROOM_MSG.onlyHost);
    const room = roomOf(host.classId);
    const secret = this.secret(room);
    const { participants } = (await this.janus.request({ request: 'listparticipants', room, secret })) as {
      participants?: { id: string; display?: string }[];
    };
    const target = participants?.find((p) => p.id === feedId);
    if (!target || feedId === HOST_FEED_ID) throw new AppError(ErrorCode.ValidationFailed, LIVE_ROOM_MSG.feedInvalid);
    try {
      await this.janus.request({ request: 'moderate', room, secret, id: feedId, mid, mute: true });
    } catch (e) {
      if (e instanceof JanusRequestError) throw new AppError(ErrorCode.ValidationFailed, LIVE_ROOM_MSG.feedInvalid);
      throw e;
    }
    return { room: host, displayName: target.display ?? '' };
  }

  private async ensureRoom(room: string, seats: number, firstToken: string): Promise<void> {
    const { exists } = await this.janus.request({ request: 'exists', room });
    if (exists === true) return;
    try {
      await this.janus.request({
        request: 'create',
        room,
        admin_key: this.config.JANUS_ADMIN_KEY,
        description: room,
        secret: this.secret(room),
        is_private: true,
        permanent: false,
        publishers: Math.min(seats, MAX_SEATS) + 1,
        // Only the ACL's tokens join; the first one turns the ACL on.
        allowed: [firstToken],
        audiolevel_event: true,
        audio_active_packets: 50,
        audio_level_average: 50,
        notify_joining: true,
      });
    } catch (e) {
      // Two admissions at the same instant: the other one created it.
      if (!(e instanceof JanusRequestError && e.code === ROOM_EXISTS)) throw e;
    }
  }

  private async kick(room: string, feedId: string): Promise<void> {
    try {
      await this.janus.request({ request: 'kick', room, secret: this.secret(room), id: feedId });
    } catch (e) {
      if (!(e instanceof JanusRequestError && e.code === NO_SUCH_FEED)) throw e;
    }
  }

  private secret(room: string): string {
    return roomSecret(this.config.JANUS_API_SECRET ?? '', room);
  }
}
