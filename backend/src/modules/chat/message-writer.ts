import { Injectable } from '@nestjs/common';
import type { MessageWarning } from '@conectando/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../infra/database/unique-violation';
import { preparedQuery } from '../../infra/patches/typeorm-pool';
import { hydrated } from '../../infra/database/sql';
import { OutboxService } from '../../infra/events/outbox.service';
import { notBlockedSql } from '../safety/blocks.service';
import { Message, StoredAttachment } from './entities/message.entity';

/** A message as its sender wrote it, and the request that sent it (stored with its event). */
export interface MessageDraft {
  chatId: string;
  senderId: string;
  clientMessageId: string;
  content: string;
  requestId: string | null;
  /**
   * The warning its text calls for (money, or contact when the two have no meeting or award together):
   * stored only when the chat is younger than 30 days.
   */
  warning: MessageWarning | null;
  /** A photo or voice note, already stored; absent on a text message. */
  attachment?: { kind: 'photo' | 'voice'; stored: StoredAttachment };
}

// The warning a message carries: only while the chat (`young`) is new.
const WARNING_SQL = (warning: string, young: string) => `CASE WHEN ${young} THEN ${warning} END`;
const YOUNG_CHAT_SQL = (chat: string) => `${chat}.created_at > now() - interval '30 days'`;

// $1 chat, $2 sender, $3 client message id, $4 content, $5 the request id, $6 the warning it calls for,
// $7 the kind ('text', 'photo', 'voice'), $8 the attachment (jsonb, null on text).
// The UPDATE's row lock orders concurrent sends of a chat; a client id sent before bumps nothing (NOT
// EXISTS), so the sequence has no gaps; a blocked pair bumps nothing either. Its event is written by
// the outbox's own set-based insert, in the same statement.
const WRITE_ONE_SQL = `
  WITH bumped AS (
    UPDATE chats SET last_seq = last_seq + 1, last_message_at = now()
     WHERE id = $1
       AND EXISTS (SELECT 1 FROM chat_participants WHERE chat_id = $1 AND user_id = $2)
       AND NOT EXISTS (SELECT 1 FROM messages WHERE sender_id = $2 AND client_message_id = $3)
       AND ${notBlockedSql('chats.pair_key')}
     RETURNING last_seq, ${YOUNG_CHAT_SQL('chats')} AS young
  ), inserted AS (
    INSERT INTO messages (chat_id, seq, sender_id, client_message_id, content, warning, kind, attachment)
    SELECT $1, last_seq, $2, $3, $4, ${WARNING_SQL('$6::text', 'young')}, $7::text, $8::jsonb FROM bumped
    RETURNING *
  ), event AS (
    ${OutboxService.insertSql(
      'chat.message.created',
      { from: 'inserted i', requestId: '$5' },
      {
        chatId: 'i.chat_id',
        messageId: 'i.id',
        senderId: 'i.sender_id',
        seq: 'i.seq',
        recipientIds: `(SELECT json_agg(user_id) FROM chat_participants WHERE chat_id = $1 AND user_id <> $2)`,
      },
    )}
  )
  SELECT inserted.* FROM inserted`;

// The same, row by row, for text messages of different chats given as arrays in the order above ($1
// to $6): a chat's row is bumped once per statement, so a chat's second message waits for the next one.
export const WRITE_MANY_SQL = `
  WITH draft AS (
    SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[])
      WITH ORDINALITY AS d(chat_id, sender_id, client_message_id, content, request_id, warning, ord)
  ), bumped AS (
    UPDATE chats c SET last_seq = c.last_seq + 1, last_message_at = now()
      FROM draft d
     WHERE c.id = d.chat_id
       AND EXISTS (SELECT 1 FROM chat_participants p WHERE p.chat_id = d.chat_id AND p.user_id = d.sender_id)
       AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.sender_id = d.sender_id AND m.client_message_id = d.client_message_id)
       AND ${notBlockedSql('c.pair_key')}
    RETURNING c.last_seq, ${YOUNG_CHAT_SQL('c')} AS young, d.*
  ), inserted AS (
    INSERT INTO messages (chat_id, seq, sender_id, client_message_id, content, warning, kind, attachment)
    SELECT chat_id, last_seq, sender_id, client_message_id, content, ${WARNING_SQL('warning', 'young')},
           'text', NULL
      FROM bumped ORDER BY ord
    RETURNING *
  ), event AS (
    ${OutboxService.insertSql(
      'chat.message.created',
      {
        from: `inserted i JOIN bumped b ON b.sender_id = i.sender_id AND b.client_message_id = i.client_message_id
     ORDER BY b.ord`,
        requestId: 'b.request_id',
      },
      {
        chatId: 'i.chat_id',
        messageId: 'i.id',
        senderId: 'i.sender_id',
        seq: 'i.seq',
        recipientIds: `(SELECT json_agg(p.user_id) FROM chat_participants p
                         WHERE p.chat_id = i.chat_id AND p.user_id <> i.sender_id)`,
      },
    )}
  )
  SELECT inserted.* FROM inserted`;

/** A text message: attachments are written alone, after their check (`writeChecked`). */
export type TextDraft = Omit<MessageDraft, 'attachment'>;

interface Waiting {
  draft: TextDraft;
  settle: (stored: Promise<Message | undefined>) => void;
}

const kindOf = (draft: MessageDraft) => draft.attachment?.kind ?? 'text';
const attachmentOf = (draft: MessageDraft) => (draft.attachment ? JSON.stringify(draft.attachment.stored) : null);

const paramsOf = (draft: MessageDraft) => [
  draft.chatId,
  draft.senderId,
  draft.clientMessageId,
  draft.content,
  draft.requestId,
  draft.warning,
  kindOf(draft),
  attachmentOf(draft),
];

const senderKey = (senderId: string, clientMessageId: string) => `${senderId}:${clientMessageId}`;

/**
 * Stores chat messages with their sequence number and event, one statement for a batch of messages (a
 * group commit), one batch at a time: the sends that arrive while a batch is being written wait for it
 * and go together in the next statement: a statement and its commit per message cost PostgreSQL about
 * twice what one per batch does, and one batch at a time beat one per event-loop turn and two at a time
 * (docs/decisions/measured-choices.md). A message that finds the writer idle waits for nothing.
 * One batch can wait on a row lock only for another instance's batch, a statement as short, or for an
 * attachment's transaction, which takes the chat's row only after its check, for its commit.
 */
@Injectable()
export class MessageWriter {
  private waiting: Waiting[] = [];
  private writing = false;

  constructor(private readonly dataSource: DataSource) {}

  /** The stored message, or undefined when nothing was stored: not a participant, or a client id used before. */
  write(draft: TextDraft): Promise<Message | undefined> {
    return new Promise((resolve, reject) => {
      if (this.waiting.length === 0 && !this.writing) setImmediate(() => void this.writeWaiting());
      this.waiting.push({ draft, settle: (stored) => void stored.then(resolve, reject) });
    });
  }

  /**
   * A message stored only if `check` passes in the same transaction (an attachment against the storage
   * quota): written alone, outside the batches, so a refusal rolls back nothing but its own message.
   */
  async writeChecked(draft: MessageDraft, check: (tx: EntityManager) => Promise<void>): Promise<Message | undefined> {
    try {
      return await this.dataSource.transaction(async (tx) => {
        await check(tx);
        return hydrated(tx, Message, await tx.query(WRITE_ONE_SQL, paramsOf(draft)))[0];
      });
    } catch (e) {
      // A twin send of the same client id stored it meanwhile (a unique violation, or the check counted
      // the twin's bytes): this one stores nothing, as a retry, and its caller finds the twin's.
      if (await this.storedBefore(draft)) return undefined;
      throw e;
    }
  }

  private async storedBefore(draft: MessageDraft): Promise<boolean> {
    return this.dataSource
      .getRepository(Message)
      .existsBy({ senderId: draft.senderId, clientMessageId: draft.clientMessageId });
  }

  private async writeWaiting(): Promise<void> {
    this.writing = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting;
        this.waiting = [];
        for (const round of roundsByChat(batch)) await this.writeRound(round);
      }
    } finally {
      this.writing = false;
    }
  }

  private async writeRound(round: Waiting[]): Promise<void> {
    if (round.length === 1) {
      const stored = this.writeOne(round[0].draft);
      round[0].settle(stored);
      // The chat's next message, if any, is in the next round: it waits for this one.
      await stored.catch(() => undefined);
      return;
    }
    let rows: Record<string, unknown>[];
    try {
      rows = await preparedQuery(this.dataSource, 'chat-write-messages', WRITE_MANY_SQL, [
        round.map((w) => w.draft.chatId),
        round.map((w) => w.draft.senderId),
        round.map((w) => w.draft.clientMessageId),
        round.map((w) => w.draft.content),
        round.map((w) => w.draft.requestId),
        round.map((w) => w.draft.warning),
      ]);
    } catch {
      // One message's conflict (its client id raced in from another connection) fails the whole
      // statement, which changed nothing: each message then goes alone, and meets its own outcome.
      const alone = round.map((w) => this.writeOne(w.draft));
      round.forEach((w, i) => w.settle(alone[i]));
      await Promise.allSettled(alone);
      return;
    }
    const stored = new Map(
      hydrated(this.dataSource.manager, Message, rows).map((m) => [senderKey(m.senderId, m.clientMessageId), m]),
    );
    for (const w of round) w.settle(Promise.resolve(stored.get(senderKey(w.draft.senderId, w.draft.clientMessageId))));
  }

  private async writeOne(draft: MessageDraft): Promise<Message | undefined> {
    try {
      const rows = await preparedQuery<Record<string, unknown>>(
        this.dataSource,
        'chat-write-message',
        WRITE_ONE_SQL,
        paramsOf(draft),
      );
      return hydrated(this.dataSource.manager, Message, rows)[0];
    } catch (e) {
      // Two sends of the same client id raced: the loser stored nothing, and its caller finds the winner's.
      if (isUniqueViolation(e)) return undefined;
      throw e;
    }
  }
}

/** The k-th message of each chat in round k, in arrival order: each round bumps a chat at most once. */
function roundsByChat(turn: Waiting[]): Waiting[][] {
  const rounds: Waiting[][] = [];
  const seen = new Map<string, number>();
  for (const w of turn) {
    const k = seen.get(w.draft.chatId) ?? 0;
    seen.set(w.draft.chatId, k + 1);
    (rounds[k] ??= []).push(w);
  }
  return rounds;
}
