import { Injectable } from '@nestjs/common';
import { ReportEvidence, ReportEvidenceLine, REPORT_CONTEXT_MESSAGES } from '@conectando/contracts';
import { DataSource } from 'typeorm';

// The $3 messages just before ('<', 'DESC') or after ('>', 'ASC') message m in its chat, oldest first,
// as json lines: the context copied with a reported message.
const contextSql = (op: '<' | '>', order: 'ASC' | 'DESC') => `(
  SELECT COALESCE(json_agg(x ORDER BY x.seq), '[]'::json) FROM (
    SELECT c.id, c.seq, c.sender_id, cu.name AS sender_name, c.content, c.created_at
      FROM messages c JOIN users cu ON cu.id = c.sender_id
     WHERE c.chat_id = m.chat_id AND c.seq ${op} m.seq
     ORDER BY c.seq ${order} LIMIT $3
  ) x)`;

/** What a report copies from a chat: the reported messages and a few around each. */
@Injectable()
export class ChatEvidenceService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The messages, as they read now, for a report's evidence: only from chats `userId` takes part in;
   * undefined when any id is not such a message.
   */
  async evidenceFor(userId: string, messageIds: string[]): Promise<ReportEvidence[] | undefined> {
    const ids = [...new Set(messageIds)];
    if (ids.length === 0) return [];
    type Line = { id: string; sender_id: string; sender_name: string; content: string; created_at: Date | string };
    const rows: (Line & { before: Line[]; after: Line[] })[] = await this.dataSource.query(
      `SELECT m.id, m.sender_id, u.name AS sender_name, m.content, m.created_at,
              ${contextSql('<', 'DESC')} AS before, ${contextSql('>', 'ASC')} AS after
         FROM messages m
         JOIN chat_participants p ON p.chat_id = m.chat_id AND p.user_id = $1
         JOIN users u ON u.id = m.sender_id
        WHERE m.id = ANY($2::uuid[])
        ORDER BY m.created_at, m.seq`,
      [userId, ids, REPORT_CONTEXT_MESSAGES],
    );
    if (rows.length !== ids.length) return undefined;
    const line = (r: Line): ReportEvidenceLine => ({
      messageId: r.id,
      senderId: r.sender_id,
      senderName: r.sender_name,
      content: r.content,
      sentAt: new Date(r.created_at).toISOString(),
    });
    return rows.map((r) => ({ ...line(r), context: { before: r.before.map(line), after: r.after.map(line) } }));
  }
}
