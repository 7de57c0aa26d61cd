import { Injectable, OnModuleInit } from '@nestjs/common';
import { PRIVACY_MSG } from '@conectando/contracts';
import { DataSource } from 'typeorm';
import { ERASE_NORMAL, PersonalDataRegistry } from '../../infra/personal-data/personal-data.registry';
import { ObjectStorage } from '../../infra/storage/object-storage';
import { displayNameSql } from '../users/users.service';
import { attachmentUrl } from './chat.mapper';
import type { StoredAttachment } from './entities/message.entity';

const MESSAGES_PAGE = 2000;

interface MessageRow {
  id: string;
  chat_id: string;
  seq: number;
  sender_id: string;
  content: string;
  warning: string | null;
  kind: string;
  attachment: StoredAttachment | null;
  created_at: Date;
}

/**
 * A person's chats and every message in them, sent or received: the conversation is theirs to read
 * again, photos and voice notes with their links. On erasure the messages they sent read 'Mensaje
 * eliminado' and stay in place, so the other person's conversation keeps its shape; their photos and
 * voice notes leave with their bytes.
 */
@Injectable()
export class ChatPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly dataSource: DataSource,
    private readonly objects: ObjectStorage,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'chats',
      eraseOrder: ERASE_NORMAL,
      exportFor: (userId) => this.chatsOf(userId),
    });
    this.registry.register({
      key: 'messages',
      eraseOrder: ERASE_NORMAL,
      exportFor: (userId) => this.messagesOf(userId),
      eraseFor: async ({ tx, userId, afterCommit }) => {
        const files: { name: string }[] = await tx.query(
          `SELECT attachment->>'storageName' AS name FROM messages WHERE sender_id = $1 AND attachment IS NOT NULL`,
          [userId],
        );
        // A text message has no attachment (a CHECK ties the two): both change in one statement.
        await tx.query(
          `UPDATE messages SET content = $2, warning = NULL, kind = 'text', attachment = NULL WHERE sender_id = $1`,
          [userId, PRIVACY_MSG.deletedMessage],
        );
        const names = files.map((f) => f.name).filter((n) => n);
        if (names.length) afterCommit(() => this.objects.remove(...names));
      },
    });
  }

  private async chatsOf(userId: string): Promise<unknown[]> {
    const rows: { id: string; created_at: Date; others: { id: string; name: string }[] }[] =
      await this.dataSource.query(
        `SELECT c.id, c.created_at,
                COALESCE(json_agg(json_build_object('id', u.id, 'name', ${displayNameSql('u')}))
                  FILTER (WHERE u.id IS NOT NULL), '[]') AS others
           FROM chat_participants me
           JOIN chats c ON c.id = me.chat_id
           LEFT JOIN chat_participants o ON o.chat_id = c.id AND o.user_id <> me.user_id
           LEFT JOIN users u ON u.id = o.user_id
          WHERE me.user_id = $1
          GROUP BY c.id
          ORDER BY c.created_at`,
        [userId],
      );
    return rows.map((r) => ({ id: r.id, createdAt: r.created_at.toISOString(), with: r.others }));
  }

  // Page by page (chat, seq): a long history is written out as it is read; the page is large because
  // each page's query, not the writing, is what a long export spends its time on.
  private async *messagesOf(userId: string): AsyncIterable<unknown> {
    let after: [string, number] = ['00000000-0000-0000-0000-000000000000', 0];
    for (;;) {
      const rows: MessageRow[] = await this.dataSource.query(
        `SELECT m.id, m.chat_id, m.seq, m.sender_id, m.content, m.warning, m.kind, m.attachment, m.created_at
           FROM messages m JOIN chat_participants p ON p.chat_id = m.chat_id AND p.user_id = $1
          WHERE (m.chat_id, m.seq) > ($2::uuid, $3::int)
          ORDER BY m.chat_id, m.seq
          LIMIT ${MESSAGES_PAGE}`,
        [userId, after[0], after[1]],
      );
      for (const m of rows) {
        yield {
          id: m.id,
          chatId: m.chat_id,
          seq: m.seq,
          sentByMe: m.sender_id === userId,
          senderId: m.sender_id,
          content: m.content,
          warning: m.warning,
          kind: m.kind,
          attachment: m.attachment && {
            mimeType: m.attachment.mimeType,
            sizeBytes: m.attachment.sizeBytes,
            width: m.attachment.width ?? null,
            height: m.attachment.height ?? null,
            durationSeconds: m.attachment.durationSeconds ?? null,
            url: attachmentUrl({ chatId: m.chat_id, id: m.id }),
          },
          createdAt: m.created_at.toISOString(),
        };
      }
      if (rows.length < MESSAGES_PAGE) return;
      const last = rows[rows.length - 1];
      after = [last.chat_id, last.seq];
    }
  }
}
