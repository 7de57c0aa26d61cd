import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@conectando/contracts';
import { DataSource } from 'typeorm';
import { OnEvent } from '../../infra/events/on-event.decorator';
import { ProcessedEventsService } from '../../infra/events/processed-events.service';
import { RealtimeEmitter } from '../../infra/realtime/realtime-emitter.service';
import { TrustedContactsService, WarnedMessage } from './trusted-contacts.service';

const CONSUMER = 'trusted-contact.alert';

/**
 * A received message the chat flagged with any warning (money, contact…) alerts the recipient's trusted
 * contact. The chat's events carry no warning, so the batch's warned messages are read in one query: a
 * chat message costs this consumer a map lookup unless it was warned.
 */
@Injectable()
export class TrustedContactsListener {
  private readonly warnedOfBatch = new WeakMap<readonly DomainEvent[], Promise<Map<string, WarnedMessage>>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly processed: ProcessedEventsService,
    private readonly trusted: TrustedContactsService,
    private readonly realtime: RealtimeEmitter,
  ) {}

  @OnEvent('chat.message.created')
  async onMessage(
    event: DomainEvent<'chat.message.created'>,
    batch: readonly DomainEvent<'chat.message.created'>[],
  ): Promise<void> {
    const warned = (await this.warnedIn(batch)).get(event.payload.messageId);
    if (!warned) return;
    const claimed = await this.processed.runOnce(CONSUMER, event.id, (tx) => this.trusted.claimAlerts(tx, warned));
    for (const contact of claimed ?? []) {
      await this.trusted.sendAlert(contact, warned);
      this.realtime.toUser(contact.userId, 'trusted-contact:alerted', { messageId: warned.messageId });
    }
  }

  private warnedIn(batch: readonly DomainEvent<'chat.message.created'>[]): Promise<Map<string, WarnedMessage>> {
    let warned = this.warnedOfBatch.get(batch);
    if (!warned) {
      const recipients = new Map(batch.map((e) => [e.payload.messageId, e.payload.recipientIds]));
      warned = this.dataSource
        .query<{ id: string; warning: string; sent_at: Date; chat_created_at: Date }[]>(
          `SELECT m.id, m.warning, m.created_at AS sent_at, c.created_at AS chat_created_at
             FROM messages m JOIN chats c ON c.id = m.chat_id
            WHERE m.id = ANY($1::uuid[]) AND m.warning IS NOT NULL`,
          [[...recipients.keys()]],
        )
        .then(
          (rows) =>
            new Map(
              rows.map((r) => [
                r.id,
                {
                  messageId: r.id,
                  kind: r.warning,
                  recipientIds: recipients.get(r.id) ?? [],
                  chatCreatedAt: new Date(r.chat_created_at),
                  sentAt: new Date(r.sent_at),
                },
              ]),
            ),
        );
      // A failed lookup fails this event (it is retried alone); the batch's next event asks again.
      warned.catch(() => this.warnedOfBatch.delete(batch));
      this.warnedOfBatch.set(batch, warned);
    }
    return warned;
  }
}
