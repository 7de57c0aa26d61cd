import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SessionService } from '../auth/session.service';
import { UsersService } from '../users/users.service';

/** A suspended account is signed out everywhere at once and cannot sign in until an admin lifts it. */
@Injectable()
export class SuspensionsService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionService,
  ) {}

  /** In the caller's transaction; true when it was not suspended before. Call afterSuspended once committed. */
  async suspend(tx: EntityManager, userId: string): Promise<boolean> {
    if (!(await this.users.setSuspended(tx, userId, true))) return false;
    await this.sessions.endAllSessionsOf(tx, userId);
    return true;
  }

  /** Closes the account's live sockets on every instance. */
  afterSuspended(userId: string): void {
    this.sessions.disconnectAll(userId);
  }

  lift(tx: EntityManager, userId: string): Promise<boolean> {
    return this.users.setSuspended(tx, userId, false);
  }
}
