import { Injectable } from '@nestjs/common';
import { BlockedUserResponse, ErrorCode, SAFETY_MSG } from '@conectando/contracts';
import { DataSource, EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { displayNameSql } from '../users/users.service';

/** The key of a pair of people, the same whichever comes first (chats use it too). */
export const pairKeyOf = (a: string, b: string): string => [a, b].sort().join(':');

/**
 * A condition for a statement that already holds a pair's key (e.g. a chat row's pair_key): true
 * while neither has blocked the other. For set-based statements on a latency path, where asking
 * `mayTalk` per row would cost a round trip each.
 */
export const notBlockedSql = (pairKeyExpr: string): string =>
  `NOT EXISTS (SELECT 1 FROM user_blocks ub WHERE ub.pair_key = ${pairKeyExpr})`;

/**
 * The one "not blocked between viewer and author" condition, for any statement that shows a person's
 * things to someone else: true while neither has blocked the other. Both directions are served by an
 * index (user_blocks' primary key and its blocked_id index). Expressions are SQL: a column
 * ('v.user_id'), a bound parameter ('$7::uuid', ':viewerId').
 */
export const notBlockedBetweenSql = (viewerExpr: string, authorExpr: string): string =>
  `NOT EXISTS (SELECT 1 FROM user_blocks ub
                WHERE (ub.blocker_id = ${viewerExpr} AND ub.blocked_id = ${authorExpr})
                   OR (ub.blocker_id = ${authorExpr} AND ub.blocked_id = ${viewerExpr}))`;

/**
 * Leaves out of a query builder's rows those whose `authorExpr` (e.g. 'v.userId' or 'v.user_id') and
 * `viewerId` have blocked each other, either way. A query with no viewer is left as it is.
 */
export function excludeBlocked<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  authorExpr: string,
  viewerId: string | undefined,
): SelectQueryBuilder<T> {
  if (!viewerId) return qb;
  return qb.andWhere(notBlockedBetweenSql(':blockViewerId', authorExpr), { blockViewerId: viewerId });
}

/** Whether either of the two blocked the other, read in the caller's transaction (or manager). */
export async function blockedBetween(tx: EntityManager, a: string, b: string): Promise<boolean> {
  const rows: unknown[] = await tx.query(`SELECT 1 WHERE NOT ${notBlockedBetweenSql('$1::uuid', '$2::uuid')}`, [a, b]);
  return rows.length > 0;
}

/**
 * Who has shut whom out. Other modules ask `mayTalk` before letting two people meet or write, and
 * `hiddenFrom` to leave blocked people out of the lists they show.
 */
@Injectable()
export class BlocksService {
  constructor(private readonly dataSource: DataSource) {}

  /** False while either of the two has blocked the other. */
  async mayTalk(a: string, b: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM user_blocks WHERE pair_key = $1 LIMIT 1`, [
      pairKeyOf(a, b),
    ]);
    return rows.length === 0;
  }

  /** Throws the Spanish 403 the chat uses when the two may not talk. */
  async assertMayTalk(a: string, b: string): Promise<void> {
    if (!(await this.mayTalk(a, b))) throw new AppError(ErrorCode.Forbidden, SAFETY_MSG.cannotMessage);
  }

  /** Everyone the user blocked or was blocked by: to be left out of what the user is shown. */
  async hiddenFrom(userId: string): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT blocked_id AS id FROM user_blocks WHERE blocker_id = $1
       UNION SELECT blocker_id FROM user_blocks WHERE blocked_id = $1`,
      [userId],
    );
    return rows.map((r) => r.id);
  }

  /** Idempotent; the blocked person is not told. */
  async block(userId: string, targetId: string): Promise<void> {
    if (userId === targetId) throw new AppError(ErrorCode.ValidationFailed, SAFETY_MSG.blockSelf);
    const inserted: unknown[] = await this.dataSource.query(
      `INSERT INTO user_blocks (blocker_id, blocked_id, pair_key)
       SELECT $1, u.id, $3 FROM users u WHERE u.id = $2
       ON CONFLICT DO NOTHING RETURNING 1`,
      [userId, targetId, pairKeyOf(userId, targetId)],
    );
    if (inserted.length === 0) await this.assertUserExists(targetId);
  }

  async unblock(userId: string, targetId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM user_blocks WHERE blocker_id = $1 AND blocked_id = $2`, [
      userId,
      targetId,
    ]);
  }

  /** Only the ones the user blocked: who blocked the user is never told. */
  async listBlocked(userId: string): Promise<BlockedUserResponse[]> {
    return this.dataSource.query(
      `SELECT u.id, ${displayNameSql('u')} AS name FROM user_blocks b JOIN users u ON u.id = b.blocked_id
        WHERE b.blocker_id = $1 ORDER BY b.created_at DESC`,
      [userId],
    );
  }

  /** Whether `userId` blocked `otherId` (not the other way round). */
  async hasBlocked(userId: string, otherId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM user_blocks WHERE blocker_id = $1 AND blocked_id = $2`,
      [userId, otherId],
    );
    return rows.length > 0;
  }

  /** The blocks a person made, for their data export. */
  async exportFor(userId: string): Promise<{ blockedUserId: string; createdAt: string }[]> {
    const rows: { blocked_id: string; created_at: Date }[] = await this.dataSource.query(
      `SELECT blocked_id, created_at FROM user_blocks WHERE blocker_id = $1 ORDER BY created_at`,
      [userId],
    );
    return rows.map((r) => ({ blockedUserId: r.blocked_id, createdAt: r.created_at.toISOString() }));
  }

  private async assertUserExists(id: string): Promise<void> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM users WHERE id = $1`, [id]);
    if (rows.length === 0) throw new AppError(ErrorCode.NotFound, SAFETY_MSG.userNotFound);
  }
}
