import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { RealtimeEmitter } from '../../infra/realtime/realtime-emitter.service';
import { sessionCookieName } from '../../infra/session/session.middleware';

/** Starts and ends server-side sessions: a fresh id at every sign-in, nothing left after sign-out. */
@Injectable()
export class SessionService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly realtime: RealtimeEmitter,
  ) {}

  establish(req: Request, userId: string): Promise<void> {
    this.realtime.disconnectSession(req.sessionID);
    return new Promise((resolve, reject) =>
      // Regenerating defeats session fixation: the id the browser had before signing in dies here.
      req.session.regenerate((err) => {
        if (err) return reject(err as Error);
        req.session.userId = userId;
        req.session.save((saveErr) => (saveErr ? reject(saveErr as Error) : resolve()));
      }),
    );
  }

  /** Deletes every session of the account in the caller's transaction; call disconnectAll after commit. */
  async endAllSessionsOf(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(`DELETE FROM "session" WHERE sess->>'userId' = $1`, [userId]);
  }

  disconnectAll(userId: string): void {
    this.realtime.disconnectUser(userId);
  }

  /** Also drops that session's live sockets, on every instance. */
  destroy(req: Request, res: Response): Promise<void> {
    this.realtime.disconnectSession(req.sessionID);
    res.clearCookie(sessionCookieName(this.config), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.COOKIE_SECURE,
    });
    return new Promise((resolve, reject) => req.session.destroy((err) => (err ? reject(err as Error) : resolve())));
  }
}
