import { randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { ErrorCode, PRIVACY_MSG } from '@conectando/contracts';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { OutboxService } from '../../infra/events/outbox.service';
import { IdempotentRequests } from '../../infra/idempotency/idempotent-requests.service';
import { PersonalDataRegistry } from '../../infra/personal-data/personal-data.registry';
import { isRefusal, RateLimiters, retryAfterOf, TooManyRequestsError } from '../../infra/rate-limit/rate-limiters';
import { PasswordService } from '../auth/password.service';
import { SessionService } from '../auth/session.service';
import { UsersService } from '../users/users.service';

// Guessing someone's password from their open session: a few tries, then a pause.
const WRONG_PASSWORDS = 5;
const WRONG_PASSWORD_WINDOW_SECONDS = 15 * 60;

/**
 * 'Eliminar mi cuenta': after the password is checked, every module erases its part in one
 * transaction (in their order), then the account row is emptied and its sessions end. Object
 * storage and live sockets are let go only once that is committed. Erasing an erased account
 * changes nothing.
 */
@Injectable()
export class AccountErasureService {
  private readonly logger = new Logger(AccountErasureService.name);
  private readonly wrongPasswords: RateLimiterAbstract;

  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: PersonalDataRegistry,
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionService,
    private readonly idempotency: IdempotentRequests,
    private readonly outbox: OutboxService,
    limiters: RateLimiters,
  ) {
    this.wrongPasswords = limiters.create('erase-password', {
      points: WRONG_PASSWORDS,
      duration: WRONG_PASSWORD_WINDOW_SECONDS,
    });
  }

  async erase(userId: string, password: string): Promise<void> {
    await this.checkPassword(userId, password);
    const unusableHash = await this.passwords.hash(randomBytes(32).toString('base64url'));
    const afterCommit: (() => Promise<void> | void)[] = [];
    const erased = await this.dataSource.transaction(async (tx) => {
      const current = await this.users.findById(userId);
      // Admins' rows are locked first, in one order, so two admins leaving at once cannot both be the last.
      if (current?.isAdmin) await this.users.lockAdmins(tx);
      const user = await this.users.lockForUpdate(tx, userId);
      if (!user || user.deletedAt) return false;
      if (user.isAdmin && !(await this.users.hasOtherAdmin(tx, userId)))
        throw new AppError(ErrorCode.Conflict, PRIVACY_MSG.lastAdmin);
      for (const part of this.registry.erasers())
        await part.eraseFor({ tx, userId, afterCommit: (work) => void afterCommit.push(work) });
      await this.idempotency.forget(tx, userId);
      await this.users.erase(tx, userId, unusableHash);
      await this.sessions.endAllSessionsOf(tx, userId);
      await this.outbox.add(tx, 'account.erased', { userId });
      return true;
    });
    if (!erased) return;
    this.sessions.disconnectAll(userId);
    for (const work of afterCommit) {
      // The rows are gone already; a file the storage could not remove now is only an orphan to sweep.
      await Promise.resolve()
        .then(work)
        .catch((e: unknown) => this.logger.error({ err: e, userId }, 'erasure clean-up failed'));
    }
    this.logger.log({ userId }, 'account erased');
  }

  private async checkPassword(userId: string, password: string): Promise<void> {
    const tries = await this.wrongPasswords.get(userId);
    if (tries && tries.consumedPoints >= WRONG_PASSWORDS) throw new TooManyRequestsError(retryAfterOf(tries));
    const hash = await this.users.passwordHashOf(userId);
    if (hash && (await this.passwords.verify(hash, password))) return;
    try {
      await this.wrongPasswords.consume(userId);
    } catch (e) {
      if (!isRefusal(e)) throw e;
    }
    throw new AppError(ErrorCode.Forbidden, PRIVACY_MSG.wrongPassword);
  }
}
