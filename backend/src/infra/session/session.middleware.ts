import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { Pool } from 'pg';
import type { AppConfig } from '../../config/app-config';
import { throttleTouch } from './throttled-touch';

/** `__Host-` binds the cookie to this host and path and requires TLS, so it is used only when Secure is on. */
export const sessionCookieName = (config: AppConfig) => (config.COOKIE_SECURE ? '__Host-cg.sid' : 'cg.sid');

/** Server-side sessions in PostgreSQL (table created by the initial migration). */
export function sessionMiddleware(config: AppConfig, pool: Pool) {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({ pool, tableName: 'session', createTableIfMissing: false, pruneSessionInterval: 15 * 60 });
  store.touch = throttleTouch(store.touch.bind(store));
  return session({
    name: sessionCookieName(config),
    secret: config.SESSION_SECRET,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.TRUST_PROXY > 0,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.COOKIE_SECURE,
      path: '/',
      maxAge: config.SESSION_TTL_MINUTES * 60 * 1000,
    },
  });
}
