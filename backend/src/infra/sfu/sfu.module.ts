import { Module } from '@nestjs/common';
import { IceModule } from '../ice/ice.module';
import { JanusVideoRoomClient } from './janus-videoroom.client';
import { SfuRoomsService } from './sfu-rooms.service';

/** Live classes' media: Janus (VideoRoom) as the SFU, driven with janode (docs/decisions/live-classes-sfu.md). */
@Module({
  imports: [IceModule],
  providers: [JanusVideoRoomClient, SfuRoomsService],
  exports: [SfuRoomsService],
})
export class SfuModule {}
