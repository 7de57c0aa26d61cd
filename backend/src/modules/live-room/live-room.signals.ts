import { Injectable } from '@nestjs/common';
import { LiveRoomEnterDto, LiveRoomHandDto, LiveRoomMuteDto } from '@conectando/contracts';
import { validatePayload } from '../../common/validate-payload';
import { liveClassRoom, RealtimeEmitter } from '../../infra/realtime/realtime-emitter.service';
import { SfuRoomsService } from '../../infra/sfu/sfu-rooms.service';
import type { AppSocket } from '../realtime-gateway/app-socket';
import { OnSocketEvent } from '../realtime-gateway/socket-handler.decorator';

/**
 * What happens in a live class's room besides media: raised hands and the mentor's mutes, on the app's
 * socket (the room live-class:<id>). Each event carries the admission's signed pass, so only people the
 * live-classes module let in (and only until the class ends) take part; the mentor alone mutes.
 */
@Injectable()
export class LiveRoomSignals {
  constructor(
    private readonly rooms: SfuRoomsService,
    private readonly realtime: RealtimeEmitter,
  ) {}

  @OnSocketEvent('live-room:enter')
  async enter(socket: AppSocket, body: unknown): Promise<{ ok: true; data: { classId: string } }> {
    const { pass } = validatePayload(LiveRoomEnterDto, body);
    const { classId } = this.rooms.admission(pass, socket.data.user.id);
    await socket.join(liveClassRoom(classId));
    return { ok: true, data: { classId } };
  }

  @OnSocketEvent('live-room:hand')
  hand(socket: AppSocket, body: unknown): { ok: true; data: { raised: boolean } } {
    const dto = validatePayload(LiveRoomHandDto, body);
    const { classId, feedId, displayName } = this.rooms.admission(dto.pass, socket.data.user.id);
    this.realtime.toLiveClass(classId, 'live-room:hand', { classId, feedId, displayName, raised: dto.raised });
    return { ok: true, data: { raised: dto.raised } };
  }

  @OnSocketEvent('live-room:mute')
  async mute(socket: AppSocket, body: unknown): Promise<{ ok: true; data: { muted: true } }> {
    const dto = validatePayload(LiveRoomMuteDto, body);
    const { room, displayName } = await this.rooms.mute(dto.pass, socket.data.user.id, dto.feedId, dto.mid);
    this.realtime.toLiveClass(room.classId, 'live-room:muted', {
      classId: room.classId,
      feedId: dto.feedId,
      displayName,
    });
    return { ok: true, data: { muted: true } };
  }
}
