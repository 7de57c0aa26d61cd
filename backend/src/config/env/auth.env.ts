import { MinLength } from 'class-validator';
import { BoolVar, IntVar, OptionalStringVar } from './env-values';

/** Sessions, cookies and the limits on sign-ins and registrations. */
export class AuthEnv {
  @OptionalStringVar(MinLength(32, { message: 'SESSION_SECRET must be at least 32 characters' }))
  SESSION_SECRET?: string;

  /** Secure cookies (and the __Host- prefix): on when served over TLS. */
  @BoolVar()
  COOKIE_SECURE = false;

  @IntVar(1)
  SESSION_TTL_MINUTES = 60 * 24 * 7;

  /** Failed sign-ins (and password reset requests) one client address may make in a window. */
  @IntVar(1)
  AUTH_LIMIT_PER_IP = 20;

  /** Accounts one client address may create per hour (behind TRUST_PROXY, the forwarded address). */
  @IntVar(1)
  REGISTRATIONS_PER_ADDRESS_PER_HOUR = 20;

  /** Failed sign-ins on one account from one address before that pair waits (growing waits). */
  @IntVar(1)
  AUTH_LIMIT_PER_ACCOUNT_ADDRESS = 5;

  /** Failed sign-ins on one account from all addresses in a window, after which addresses that failed on it wait. */
  @IntVar(1)
  AUTH_LIMIT_PER_ACCOUNT = 10;

  @IntVar(1000)
  AUTH_LIMIT_WINDOW_MS = 15 * 60 * 1000;
}
