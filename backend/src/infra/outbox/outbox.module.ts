import { Global, Module } from '@nestjs/common';
import { OutboxWaker } from './outbox-waker.service';
import { OutboxService } from './outbox.service';

@Global()
@Module({ providers: [OutboxService, OutboxWaker], exports: [OutboxService, OutboxWaker] })
export class OutboxModule {}
