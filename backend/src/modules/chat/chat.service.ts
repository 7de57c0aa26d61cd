import { Injectable } from '@nestjs/common';
import {
  CHAT_MSG,
  ChatMessagesPage,
  ChatSummaryResponse,
  CreateChatDto,
  ErrorCode,
  MessagesQuery,
} from '@conectando/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { preparedQuery } from '../../infra/patches/typeorm-pool';
import { RealtimeEmitter } from '../../infra/realtime/realtime-emitter.service';
import { fileUrl } from '../files/files.service';
import { NotificationsService } from '../notifications/notifications.service';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { BlocksService, pairKeyOf } from '../safety/blocks.service';
import { toMessageResponse } from './chat.mapper';
import { CHAT_LIST_SQL, ChatListEntry, readUpTo } from './chat-list.sql';
import { Chat } from './entities/chat.entity';
import { ChatParticipant } from './entities/chat-participant.entity';
import { Message } from './entities/message.entity';

const PAGE = 50;

const pairKey = pairKeyOf;

/**
 * Two-person conversations: opening one, the lists, pages of messages and read marks. Sending is
 * ChatSendingService's; messages are ordered by a per-chat sequence, sends idempotent per client id.
 */
@Injectable()
export class ChatService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly realtime: RealtimeEmitter,
    private readonly notifications: NotificationsService,
    private readonly users: UsersService,
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
        `INSERT INTO chats (pair_key, opened_by) VALUES ($1, $2) ON CONFLICT (pair_key) DO NOTHING RETURNING id`,
        [pairKey(user.id, otherId), user.id],
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
    // Both sockets join its room; the other's list learns of it with the first message, not before.
    this.realtime.joinChat([user.id, otherId], chatId);
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
}
