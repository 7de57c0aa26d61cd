import { Module } from '@nestjs/common';
import { IceServersService } from './ice-servers.service';

/** The STUN/TURN servers every browser-to-media connection uses: one-to-one calls and live classes' rooms. */
@Module({ providers: [IceServersService], exports: [IceServersService] })
export class IceModule {}
