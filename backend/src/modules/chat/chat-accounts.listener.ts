import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@conectando/contracts';
import { DataSource } from 'typeorm';
import { OnEvent } from '../../infra/events/on-event.decorator';
import { RealtimeEmitter } from '../../infra/realtime/realtime-emitter.service';

/** Whoever shares a chat with an erased account refetches it: its name and messages changed at once. */
@Injectable()
export class ChatAccountsListener {
  constructor(
    private readonly dataSource: DataSource,
    private readonly realtime: RealtimeEmitter,
  ) {}

  @OnEvent('account.erased')
  async onAccountErased(event: DomainEvent<'account.erased'>): Promise<void> {
    const others: { chat_id: string; user_id: string }[] = await this.dataSource.query(
      `SELECT o.chat_id, o.user_id
         FROM chat_participants me
         JOIN chat_participants o ON o.chat_id = me.chat_id AND o.user_id <> me.user_id
        WHERE me.user_id = $1`,
      [event.payload.userId],
    );
    // A "refetch" push: repeating it on a replayed event does no harm.
    for (const o of others) this.realtime.toUser(o.user_id, 'chat:participant-erased', { chatId: o.chat_id });
  }
}
