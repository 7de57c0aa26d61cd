import { Module } from '@nestjs/common';
import { SfuModule } from '../../infra/sfu/sfu.module';
import { LiveRoomSignals } from './live-room.signals';

/** A live class's room on the app's socket: raised hands and mutes (media go through the SFU). */
@Module({ imports: [SfuModule], providers: [LiveRoomSignals] })
export class LiveRoomModule {}
