import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AccountType, PRIVACY_MSG } from '@conectando/contracts';
import { EntityManager, In, IsNull, MoreThan, Repository } from 'typeorm';
import { User } from './entities/user.entity';
import { SessionUsersService } from './session-users.service';

export type NewUser = Omit<
  User,
  | 'id'
  | 'createdAt'
  | 'updatedAt'
  | 'validatedAt'
  | 'suspendedAt'
  | 'deletedAt'
  | 'ratingAvg'
  | 'ratingCount'
  | 'textSize'
  | keyof UserFiles
  | VerificationFields
> &
  Partial<Pick<User, 'createdAt' | 'validatedAt' | 'textSize' | VerificationFields>>;
// Set at registration by professionals and institutions, or later by an admin's decision.
type VerificationFields = 'rut' | 'rnpiNumber' | 'verifications' | 'validationDeclinedReason' | 'validationDeclinedAt';
export type UserFiles = Partial<Pick<User, 'profileImageFileId' | 'certificateFileId' | 'institutionDocumentFileId'>>;

// An institution is named by its institution name when it has one, as the marketplace has always shown it.
export const displayName = (u: Pick<User, 'name' | 'institutionName'>): string =>
  u.institutionName?.replace(/^ +| +$/g, '') || u.name;
// The same rule for a statement that joins users under `alias` (btrim trims spaces, as above).
export const displayNameSql = (alias: string): string =>
  `COALESCE(NULLIF(btrim(${alias}.institution_name), ''), ${alias}.name)`;

/**
 * True while neither `userExpr` nor `viewerExpr` has blocked the other. Reads safety's user_blocks
 * (both directions, each served by its primary key or blocked_id index) for the lists a person sees.
 */
export const notBlockedWithSql = (userExpr: string, viewerExpr: string): string =>
  `NOT EXISTS (SELECT 1 FROM user_blocks ub WHERE (ub.blocker_id = ${viewerExpr} AND ub.blocked_id = ${userExpr})
     OR (ub.blocker_id = ${userExpr} AND ub.blocked_id = ${viewerExpr}))`;

/** The users table, for every other module: it is the only way in (see users.module.ts). */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly sessions: SessionUsersService,
  ) {}

  /** Whether either of the two blocked the other (a read of safety's user_blocks, as the lists do). */
  async blockedBetween(a: string, b: string): Promise<boolean> {
    const rows: unknown[] = await this.users.query(`SELECT 1 WHERE NOT ${notBlockedWithSql('$1::uuid', '$2::uuid')}`, [
      a,
      b,
    ]);
    return rows.length > 0;
  }

  /** A new account, inside the caller's transaction (registration, demo data). */
  create(tx: EntityManager, fields: NewUser): Promise<User> {
    return tx.save(tx.create(User, fields));
  }

  /** The account's documents and picture, once they are stored in the same transaction. */
  async attachFiles(tx: EntityManager, user: User, files: UserFiles): Promise<User> {
    Object.assign(user, files);
    const saved = await tx.save(user);
    this.sessions.changed(tx, user.id);
    return saved;
  }

  /** The user row locked for a decision (two admins clicking at once record one, not two). */
  lockForUpdate(tx: EntityManager, id: string): Promise<User | null> {
    return tx.findOne(User, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** A person's figures, from their published reviews (ReviewsService); ratingAvg is the mean × 100. */
  async setRating(tx: EntityManager, id: string, ratingAvg: number, ratingCount: number): Promise<void> {
    await tx.query(`UPDATE users SET rating_avg = $2, rating_count = $3 WHERE id = $1`, [id, ratingAvg, ratingCount]);
    this.sessions.changed(tx, id);
  }

  /** Inside the caller's transaction, so the new password and whatever goes with it commit together. */
  async setPasswordHash(tx: EntityManager, userId: string, passwordHash: string): Promise<void> {
    await tx.update(User, { id: userId }, { passwordHash });
    this.sessions.changed(tx, userId);
  }

  /** Who an email is addressed to. */
  async contact(id: string): Promise<{ email: string; name: string } | null> {
    return this.users.findOne({ where: { id }, select: { email: true, name: true } });
  }

  /** Where a recovery email goes; unknown emails answer null. */
  async findIdByEmail(email: string): Promise<string | null> {
    const user = await this.users.findOne({ where: { email: email.trim().toLowerCase() }, select: { id: true } });
    return user?.id ?? null;
  }

  /** The new skills list (the skills module decides what it holds). */
  async setSkills(id: string, skills: string[]): Promise<User> {
    await this.users.update({ id }, { skills });
    this.sessions.changed(this.users.manager, id);
    return this.users.findOneByOrFail({ id });
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  findByIds(ids: string[]): Promise<User[]> {
    return ids.length ? this.users.findBy({ id: In(ids) }) : Promise.resolve([]);
  }

  exists(id: string): Promise<boolean> {
    return this.users.existsBy({ id });
  }

  /** The account exists and is not suspended: what others may see of it. */
  isVisible(id: string): Promise<boolean> {
    return this.users.existsBy({ id, suspendedAt: IsNull() });
  }

  hasAny(): Promise<boolean> {
    return this.users.exists();
  }

  /** The account with its password hash, for the login check only. */
  findForLogin(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.email = :email', { email: email.trim().toLowerCase() })
      .getOne();
  }

  /** The ids of professionals and institutions (the token accounts), in pages ordered by id. */
  async marketplaceAccountIds(limit: number, after?: string): Promise<string[]> {
    const rows = await this.users.find({
      where: {
        accountType: In([AccountType.Profesional, AccountType.Institucion]),
        deletedAt: IsNull(),
        ...(after && { id: MoreThan(after) }),
      },
      select: { id: true },
      order: { id: 'ASC' },
      take: limit,
    });
    return rows.map((r) => r.id);
  }

  /** How each user is named to others: an institution by its institution name, when it has one. */
  async displayNames(ids: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.users.find({
      where: { id: In(unique) },
      select: { id: true, name: true, institutionName: true },
    });
    return new Map(rows.map((u) => [u.id, displayName(u)]));
  }

  /** Marks or clears a suspension; true when it changed anything. */
  async setSuspended(tx: EntityManager, id: string, suspended: boolean): Promise<boolean> {
    const [rows]: [unknown[], number] = await tx.query(
      suspended
        ? `UPDATE users SET suspended_at = now() WHERE id = $1 AND suspended_at IS NULL RETURNING id`
        : `UPDATE users SET suspended_at = NULL WHERE id = $1 AND suspended_at IS NOT NULL RETURNING id`,
      [id],
    );
    this.sessions.changed(tx, id);
    return rows.length > 0;
  }

  /** The stored password hash, to confirm a sensitive change; null for an unknown or erased account. */
  async passwordHashOf(id: string): Promise<string | null> {
    const user = await this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.id = :id AND u.deleted_at IS NULL', { id })
      .getOne();
    return user?.passwordHash ?? null;
  }

  /** Whether someone else can still administer the app, counted under the caller's lock. */
  async hasOtherAdmin(tx: EntityManager, id: string): Promise<boolean> {
    const rows: unknown[] = await tx.query(
      `SELECT 1 FROM users WHERE is_admin AND deleted_at IS NULL AND id <> $1 LIMIT 1`,
      [id],
    );
    return rows.length > 0;
  }

  /** Locks the admins' rows, so two last admins erasing at once cannot both pass the check. */
  async lockAdmins(tx: EntityManager): Promise<void> {
    await tx.query(`SELECT id FROM users WHERE is_admin AND deleted_at IS NULL ORDER BY id FOR UPDATE`);
  }

  /**
   * Empties an erased account's row in the caller's transaction: it stays only as the nameless end of
   * what others keep (ledger, payments, their chats). The email is freed for a new registration and the
   * password can never match. False when it was erased already.
   */
  async erase(tx: EntityManager, id: string, unusablePasswordHash: string): Promise<boolean> {
    const [rows]: [unknown[], number] = await tx.query(
      `UPDATE users SET name = $2, email = $3, password_hash = $4, mode = 'learner', is_admin = false,
              bio = NULL, location = NULL, birth_date = NULL, gender = NULL, skills = '{}', specialty = NULL,
              institution_name = NULL, institution_email = NULL, legal_representative = NULL,
              accept_notifications = false, text_size = NULL, profile_image_file_id = NULL, certificate_file_id = NULL,
              institution_document_file_id = NULL, deleted_at = now(), updated_at = now()
        WHERE id = $1 AND deleted_at IS NULL RETURNING id`,
      [id, PRIVACY_MSG.deletedName, `eliminada-${id}@cuentas-eliminadas.invalid`, unusablePasswordHash],
    );
    this.sessions.changed(tx, id);
    return rows.length > 0;
  }
}
