import { Injectable } from '@nestjs/common';
import { MeetingSignalDto } from '@conectando/contracts';
import { validatePayload } from '../../common/validate-payload';
import { RealtimeEmitter } from '../../infra/realtime/realtime-emitter.service';
import type { AppSocket } from '../realtime-gateway/app-socket';
import { OnSocketEvent } from '../realtime-gateway/socket-handler.decorator';
import { MeetingsService } from './meetings.service';

/** WebRTC signalling: a participant's description or candidate goes to the other participant, while the call is open. */
@Injectable()
export class MeetingSignals {
  constructor(
    private readonly meetings: MeetingsService,
    private readonly realtime: RealtimeEmitter,
  ) {}

  @OnSocketEvent('meeting:signal')
  async relay(socket: AppSocket, body: unknown): Promise<{ ok: true; data: { delivered: true } }> {
    const userId = socket.data.user.id;
    const dto = validatePayload(MeetingSignalDto, body);
    const peerId = await this.meetings.callPeer(userId, dto.meetingId);
    this.realtime.toUser(peerId, 'meeting:signal', { meetingId: dto.meetingId, fromUserId: userId, data: dto.data });
    return { ok: true, data: { delivered: true } };
  }
}
