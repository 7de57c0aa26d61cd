import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  MSG,
  PASSWORD_RESET_MSG,
  PASSWORD_RESET_TTL_MINUTES,
  PasswordResetConfirmDto,
  passwordResetEmail,
} from '@conectando/contracts';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { AppError } from '../../../common/errors/app-error';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { MailService } from '../../../infra/mail/mail.service';
import { UsersService } from '../../users/users.service';
import { PasswordResetToken } from '../entities/password-reset-token.entity';
import { PasswordService } from '../password.service';
import { SessionService } from '../session.service';

// At most this many recovery emails per account in the window; the answer never changes.
const EMAILS_PER_WINDOW = 5;
const WINDOW_MINUTES = 15;

const hashToken = (token: string) => createHash('sha256').update(token).digest();

@Injectable()
export class PasswordResetService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionService,
    private readonly mail: MailService,
  ) {}

  /** Sends a single-use link when the account exists; says nothing either way. */
  async request(email: string): Promise<void> {
    const userId = await this.users.findIdByEmail(email);
    if (!userId) return;
    const token = await this.dataSource.transaction(async (tx) => {
      // Two requests at once must not both pass the count.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`password-reset:${userId}`]);
      const recent = await tx.countBy(PasswordResetToken, {
        userId,
        createdAt: MoreThan(new Date(Date.now() - WINDOW_MINUTES * 60_000)),
      });
      if (recent >= EMAILS_PER_WINDOW) return null;
      const fresh = randomBytes(32).toString('base64url');
      await tx.insert(PasswordResetToken, {
        userId,
        tokenHash: hashToken(fresh),
        expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
      });
      return fresh;
    });
    if (!token) return;
    // Not awaited: how long the mail server takes must not tell who has an account.
    void this.mail.sendOrLog({
      to: email.trim().toLowerCase(),
      ...passwordResetEmail(this.config.PUBLIC_URL, token),
    });
  }

  /**
   * Refuses a spent or expired link as its page opens: the person otherwise wrote a new password twice
   * before hearing the link no longer worked.
   */
  async check(token: string): Promise<void> {
    const open = await this.dataSource.getRepository(PasswordResetToken).exists({
      where: { tokenHash: hashToken(token), usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
    });
    if (!open) throw new AppError(ErrorCode.NotFound, PASSWORD_RESET_MSG.linkInvalid);
  }

  /** Sets the new password, spends the link and ends every session of the account (sockets too). */
  async confirm(dto: PasswordResetConfirmDto): Promise<void> {
    if (this.passwords.isTooCommon(dto.password)) throw new AppError(ErrorCode.ValidationFailed, MSG.passwordTooCommon);
    const passwordHash = await this.passwords.hash(dto.password);
    const userId = await this.dataSource.transaction(async (tx) => {
      const link = await tx.findOne(PasswordResetToken, {
        where: { tokenHash: hashToken(dto.token), usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!link) throw new AppError(ErrorCode.ValidationFailed, PASSWORD_RESET_MSG.linkInvalid);
      // Spending one link spends the account's other open links too.
      await tx.update(PasswordResetToken, { userId: link.userId, usedAt: IsNull() }, { usedAt: new Date() });
      await this.users.setPasswordHash(tx, link.userId, passwordHash);
      await this.sessions.endAllSessionsOf(tx, link.userId);
      return link.userId;
    });
    this.sessions.disconnectAll(userId);
  }
}
