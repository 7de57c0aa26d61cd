import { Injectable } from '@nestjs/common';
import {
  CHAT_MSG,
  ChatAttachmentKind,
  ChatMessageResponse,
  ChatMessagesPage,
  ChatSummaryResponse,
  CreateChatDto,
  ReportEvidence,
  detectMoneyRequest,
  ErrorCode,
  MessagesQuery,
  SendMessageDto,
} from '@conectando/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { preparedQuery } from '../../infra/patches/typeorm-pool';
import { OutboxService } from '../../infra/events/outbox.service';
import { RealtimeEmitter } from '../../infra/realtime/realtime-emitter.service';
import { fileUrl } from '../files/files.service';
import { NotificationsService } from '../notifications/notifications.service';
import type { User } from '../users/entities/user.entity';
import { toMessageResponse } from './chat.mapper';
import { Chat } from './entities/chat.entity';
import { ChatParticipant } from './entities/chat-participant.entity';
import { Message, StoredAttachment } from './entities/message.entity';
import { MessageDraft, MessageWriter } from './message-writer';
import { UsersService } from '../users/users.service';
import { BlocksService, pairKeyOf } from '../safety/blocks.service';

const PAGE = 50;

const pairKey = pairKeyOf;

// How far participant `p` has read: their read mark, or their own latest message if later (writing in
// a chat means having seen it). Worked out when read, so that a send writes no read mark: one row
// version less per message on the latency path.
const readUpTo = (p: string) =>
  `GREATEST(${p}.last_read_seq, COALESCE((SELECT max(m.seq) FROM messages m WHERE m.chat_id = ${p}.chat_id AND m.sender_id = ${p}.user_id), 0))`;

// $1 the user, $2 one chat of theirs or null for all. The list a phone asks for on every visit to the
// chats screen: a prepared statement, so PostgreSQL plans it once per connection (planning it took
// several times as long as running it).
const CHAT_LIST_SQL = `
  SELECT c.id, c.last_seq AS "lastSeq", c.last_message_at AS "lastMessageAt", c.created_at AS "createdAt",
         GREATEST(0, c.last_seq - ${readUpTo('me')}) AS "unreadCount",
         o.user_id AS "otherId", u.name AS "otherName", u.profile_image_file_id AS "otherPhotoFileId",
         ${readUpTo('o')} AS "otherLastReadSeq",
         (SELECT m.content FROM messages m WHERE m.chat_id = c.id ORDER BY m.seq DESC LIMIT 1) AS "lastMessage"
    FROM chat_participants me
    JOIN chats c ON c.id = me.chat_id
    JOIN chat_participants o ON o.chat_id = c.id AND o.user_id <> me.user_id
    JOIN users u ON u.id = o.user_id
   WHERE me.user_id = $1 AND ($2::uuid IS NULL OR c.id = $2::uuid)
   ORDER BY COALESCE(c.last_message_at, c.created_at) DESC`;

// A chat-list entry as one statement reads it: the response's own fields, with the dates still Date
// and the other person's columns still flat.
type ChatListEntry = Pick<
  ChatSummaryResponse,
  'id' | 'lastSeq' | 'otherLastReadSeq' | 'lastMessage' | 'unreadCount'
> & {
  lastMessageAt: Date | null;
  createdAt: Date;
  otherId: string;
  otherName: string;
  otherPhotoFileId: string | null;
};

/** Two-person conversations: messages ordered by a per-chat sequence, sends idempotent per client id. */
@Injectable()
export class ChatService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly realtime: RealtimeEmitter,
    private readonly notifications: NotificationsService,
    private readonly users: UsersService,
    private readonly writer: MessageWriter,
    private readonly blocks: BlocksService,
  ) {}

  /** Returns the chat between the two users, creating it once even when two requests race. */
  async open(user: User, dto: CreateChatDto): Promise<ChatSummaryResponse> {
    const others = [...new Set(dto.participantIds)].filter((id) => id !== user.id);
    if (others.length !== 1)
      throw new AppError(ErrorCode.ValidationFailed, others.length ? CHAT_MSG.participants : CHAT_MSG.selfChat);
    const otherId = others[0];
    if (!(await this.users.exists(otherId))) throw new AppError(ErrorCode.NotFound, CHAT_MSG.userNotFound);
    await this.blocks.assertMayTalk(user.id, otherId);
    const chatId = await this.dataSource.transaction(async (tx) => {
      const inserted: { id: string }[] = await tx.query(
        `INSERT INTO chats (pair_key) VALUES ($1) ON CONFLICT (pair_key) DO NOTHING RETURNING id`,
        [pairKey(user.id, otherId)],
      );
      if (inserted.length === 0) {
        return (await tx.findOneByOrFail(Chat, { pairKey: pairKey(user.id, otherId) })).id;
      }
      const id = inserted[0].id;
      await tx.insert(ChatParticipant, [
        { chatId: id, userId: user.id, lastReadSeq: 0 },
        { chatId: id, userId: otherId, lastReadSeq: 0 },
      ]);
      return id;
    });
    this.realtime.joinChat([user.id, otherId], chatId);
    this.realtime.toUser(otherId, 'chat:created', { chatId });
    return (await this.listFor(user.id, chatId))[0];
  }

  /** The user's own chats, most recent first, with the other person, last message and unread count. */
  async list(viewer: User, userId: string): Promise<ChatSummaryResponse[]> {
    if (viewer.id !== userId) throw new AppError(ErrorCode.Forbidden, CHAT_MSG.ownChatsOnly);
    return this.listFor(userId);
  }

  async chatIdsOf(userId: string): Promise<string[]> {
    const rows: { chat_id: string }[] = await this.dataSource.query(
      `SELECT chat_id FROM chat_participants WHERE user_id = $1`,
      [userId],
    );
    return rows.map((r) => r.chat_id);
  }

  /** Participants only; `after` for catch-up after a reconnect, `before` for older pages. */
  async messages(user: User, chatId: string, query: MessagesQuery): Promise<ChatMessagesPage> {
    const me = await this.participantOrFail(this.dataSource.manager, user.id, chatId);
    const limit = Math.min(query.limit ?? PAGE, 200);
    const qb = this.dataSource.getRepository(Message).createQueryBuilder('m').where('m.chatId = :chatId', { chatId });
    let rows: Message[];
    if (query.after !== undefined) {
      rows = await qb.andWhere('m.seq > :after', { after: query.after }).orderBy('m.seq', 'ASC').take(limit).getMany();
    } else {
      if (query.before !== undefined) qb.andWhere('m.seq < :before', { before: query.before });
      rows = (await qb.orderBy('m.seq', 'DESC').take(limit).getMany()).reverse();
    }
    return { messages: rows.map(toMessageResponse), otherLastReadSeq: await this.otherLastReadSeq(chatId, me.userId) };
  }

  /**
   * The latency path (docs/decisions/chat-sequencing.md): store with the next sequence number, raise chat.message.created in
   * the same transaction, then push to the chat's room (but not back to the sending socket, which
   * gets the message in its ack). A retried send returns the stored message.
   * It is one statement (one round trip, atomic on its own): membership check, sequence, insert and the
   * outbox row, so no row lock waits on this process between statements; MessageWriter writes the
   * sends of one event-loop turn in one such statement.
   */
  async send(user: Pick<User, 'id'>, dto: SendMessageDto, fromSocketId?: string): Promise<ChatMessageResponse> {
    const { message } = await this.deliver(
      user,
      { ...dto, asksForMoney: detectMoneyRequest(dto.content) !== null },
      fromSocketId,
    );
    return message;
  }

  /**
   * A photo or voice note already in the storage, sent as a message the same way as text (sequence,
   * outbox event, live push), once `check` passed in the transaction that writes it. `stored` is false
   * when nothing was written (a retry, or the chat was closed to the sender meanwhile): the caller then
   * removes its file, as it does when `check` throws.
   */
  async sendAttachment(
    user: Pick<User, 'id'>,
    draft: {
      chatId: string;
      clientMessageId: string;
      content: string;
      kind: ChatAttachmentKind;
      stored: StoredAttachment;
    },
    check: (tx: EntityManager) => Promise<void>,
  ): Promise<{ message: ChatMessageResponse; stored: boolean }> {
    return this.deliver(
      user,
      {
        chatId: draft.chatId,
        clientMessageId: draft.clientMessageId,
        content: draft.content,
        asksForMoney: false,
        attachment: { kind: draft.kind, stored: draft.stored },
      },
      undefined,
      check,
    );
  }

  private async deliver(
    user: Pick<User, 'id'>,
    draft: Pick<MessageDraft, 'chatId' | 'clientMessageId' | 'content' | 'asksForMoney' | 'attachment'>,
    fromSocketId?: string,
    check?: (tx: EntityManager) => Promise<void>,
  ): Promise<{ message: ChatMessageResponse; stored: boolean }> {
    const full: MessageDraft = {
      chatId: draft.chatId,
      senderId: user.id,
      clientMessageId: draft.clientMessageId,
      content: draft.content,
      requestId: this.outbox.requestId(),
      asksForMoney: draft.asksForMoney,
      ...(draft.attachment && { attachment: draft.attachment }),
    };
    const stored = await (check ? this.writer.writeChecked(full, check) : this.writer.write(full));
    // No row: not a participant, a blocked pair, or this client id was stored before (then nothing changed).
    if (!stored) return { message: await this.previouslyStored(user, draft), stored: false };
    // Its event only tells recipients with no live socket: it may share a relay round with others.
    this.outbox.committed('soon');
    const response = toMessageResponse(stored);
    // The sending socket gets the message in its ack; the sender's other devices get it here.
    if (fromSocketId) this.realtime.toChatExcept(draft.chatId, fromSocketId, 'chat:message', response);
    else this.realtime.toChat(draft.chatId, 'chat:message', response);
    return { message: response, stored: true };
  }

  /** Moves the user's read mark forward (never back) and tells the chat, for 'Leído'. */
  async markRead(user: Pick<User, 'id'>, chatId: string, seq: number): Promise<{ seq: number }> {
    await this.participantOrFail(this.dataSource.manager, user.id, chatId);
    const [[row]]: [[unknown]] = await this.dataSource.query(
      `UPDATE chat_participants p SET last_read_seq = GREATEST(p.last_read_seq, LEAST($3::int, c.last_seq))
         FROM chats c WHERE c.id = p.chat_id AND p.chat_id = $1 AND p.user_id = $2 RETURNING p.last_read_seq`,
      [chatId, user.id, seq],
    );
    const readSeq = (row as { last_read_seq: number }).last_read_seq;
    this.realtime.toChat(chatId, 'chat:read', { chatId, userId: user.id, seq: readSeq });
    await this.notifications.markChatRead(user.id, chatId);
    return { seq: readSeq };
  }

  async assertParticipant(userId: string, chatId: string): Promise<void> {
    await this.participantOrFail(this.dataSource.manager, userId, chatId);
  }

  private async listFor(userId: string, onlyChatId?: string): Promise<ChatSummaryResponse[]> {
    const rows = await preparedQuery<ChatListEntry>(this.dataSource, 'chat-list', CHAT_LIST_SQL, [
      userId,
      onlyChatId ?? null,
    ]);
    return rows.map(({ otherId, otherName, otherPhotoFileId, lastMessageAt, createdAt, ...chat }) => ({
      ...chat,
      participantIds: [userId, otherId],
      otherParticipant: { id: otherId, name: otherName, profileImageUrl: fileUrl(otherPhotoFileId) },
      lastMessageAt: lastMessageAt?.toISOString() ?? null,
      createdAt: createdAt.toISOString(),
    }));
  }

  private async participantOrFail(tx: EntityManager, userId: string, chatId: string): Promise<ChatParticipant> {
    const me = await tx.findOneBy(ChatParticipant, { chatId, userId });
    if (me) return me;
    // Whether the chat exists is not revealed to outsiders.
    throw new AppError(ErrorCode.NotFound, CHAT_MSG.chatNotFound);
  }

  /**
   * The messages, as they read now, for a report's evidence: only from chats `userId` takes part in;
   * undefined when any id is not such a message.
   */
  async evidenceFor(userId: string, messageIds: string[]): Promise<ReportEvidence[] | undefined> {
    const ids = [...new Set(messageIds)];
    if (ids.length === 0) return [];
    const rows: { id: string; sender_id: string; sender_name: string; content: string; created_at: Date }[] =
      await this.dataSource.query(
        `SELECT m.id, m.sender_id, u.name AS sender_name, m.content, m.created_at
           FROM messages m
           JOIN chat_participants p ON p.chat_id = m.chat_id AND p.user_id = $1
           JOIN users u ON u.id = m.sender_id
          WHERE m.id = ANY($2::uuid[])
          ORDER BY m.created_at, m.seq`,
        [userId, ids],
      );
    if (rows.length !== ids.length) return undefined;
    return rows.map((r) => ({
      messageId: r.id,
      senderId: r.sender_id,
      senderName: r.sender_name,
      content: r.content,
      sentAt: r.created_at.toISOString(),
    }));
  }

  /** The other person of a chat the user takes part in, or undefined for an outsider. */
  async otherParticipant(userId: string, chatId: string): Promise<string | undefined> {
    const rows: { user_id: string }[] = await this.dataSource.query(
      `SELECT o.user_id FROM chat_participants me JOIN chat_participants o ON o.chat_id = me.chat_id AND o.user_id <> me.user_id
        WHERE me.chat_id = $1 AND me.user_id = $2`,
      [chatId, userId],
    );
    return rows[0]?.user_id;
  }

  private async otherLastReadSeq(chatId: string, userId: string): Promise<number> {
    const [row]: unknown[] = await this.dataSource.query(
      `SELECT ${readUpTo('o')} AS last_read_seq FROM chat_participants o WHERE o.chat_id = $1 AND o.user_id <> $2`,
      [chatId, userId],
    );
    return (row as { last_read_seq: number } | undefined)?.last_read_seq ?? 0;
  }

  /** A retried send answers with what was stored the first time; anything else is not the user's chat. */
  async previouslyStored(
    user: Pick<User, 'id'>,
    dto: Pick<SendMessageDto, 'chatId' | 'clientMessageId'>,
  ): Promise<ChatMessageResponse> {
    const existing = await this.dataSource
      .getRepository(Message)
      .findOneBy({ senderId: user.id, clientMessageId: dto.clientMessageId });
    if (!existing) {
      const other = await this.otherParticipant(user.id, dto.chatId);
      if (other) await this.blocks.assertMayTalk(user.id, other);
      throw new AppError(ErrorCode.NotFound, CHAT_MSG.chatNotFound);
    }
    if (existing.chatId !== dto.chatId) throw new AppError(ErrorCode.ValidationFailed, CHAT_MSG.sendFailed);
    return toMessageResponse(existing);
  }
}
