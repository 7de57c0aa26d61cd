import { Injectable } from '@nestjs/common';
import { MeetingSignalDto } from '@conectando/contracts';
import { validatePayload } from '../../common/validate-payload';
import { RealtimeEmitter } from '../../infra/realtime/realtime-emitter.service';
import { MeetingsService } from './meetings.service';

/** WebRTC signalling: a participant's description or candidate goes to the other participant, while the call is open. */
@Injectable()
export class MeetingSignals {
  constructor(
    private readonly meetings: MeetingsService,
    private readonly realtime: RealtimeEmitter,
  ) {}

  async relay(userId: string, body: unknown): Promise<{ ok: true; data: { delivered: true } }> {
    const dto = validatePayload(MeetingSignalDto, body);
    const peerId = await this.meetings.callPeer(userId, dto.meetingId);
    this.realtime.toUser(peerId, 'meeting:signal', { meetingId: dto.meetingId, fromUserId: userId, data: dto.data });
    return { ok: true, data: { delivered: true } };
  }
}
