import { Inject, Injectable } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { MSG } from '@conectando/contracts';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { isRefusal, RateLimiters, retryAfterOf, TooManyRequestsError } from '../../infra/rate-limit/rate-limiters';

// A pair (account, address) that used up its failures waits 1 minute, then 2, 4… up to an hour; the
// count of waits is remembered for a day, so a slow guesser's waits keep growing.
const FIRST_WAIT_SECONDS = 60;
const LONGEST_WAIT_SECONDS = 60 * 60;
const WAITS_REMEMBERED_SECONDS = 24 * 60 * 60;

const used = (res: RateLimiterRes | null) => res?.consumedPoints ?? 0;
export const accountKey = (email: string) => email.trim().toLowerCase();

/**
 * Sign-in and registration limits that an attacker cannot turn against an account's owner
 * (docs/decisions/abuse-limits.md): only failed sign-ins count, per (account, address) with
 * growing waits and per address; the account-wide count only holds back addresses that have already
 * failed on that account, so its owner signs in from anywhere else. A success clears its pair.
 */
@Injectable()
export class AuthThrottle {
  private readonly failsByAddress: RateLimiterAbstract;
  private readonly failsByPair: RateLimiterAbstract;
  private readonly waitsByPair: RateLimiterAbstract;
  private readonly failsByAccount: RateLimiterAbstract;
  private readonly registrationsByAddress: RateLimiterAbstract;
  private readonly resetRequestsByAddress: RateLimiterAbstract;

  constructor(
    limiters: RateLimiters,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    const window = Math.ceil(config.AUTH_LIMIT_WINDOW_MS / 1000);
    this.failsByAddress = limiters.create('login-fail-ip', { points: config.AUTH_LIMIT_PER_IP, duration: window });
    this.failsByPair = limiters.create('login-fail-pair', {
      points: config.AUTH_LIMIT_PER_ACCOUNT_ADDRESS,
      duration: window,
    });
    this.waitsByPair = limiters.create('login-wait-pair', {
      points: Number.MAX_SAFE_INTEGER,
      duration: WAITS_REMEMBERED_SECONDS,
    });
    this.failsByAccount = limiters.create('login-fail-account', {
      points: config.AUTH_LIMIT_PER_ACCOUNT,
      duration: window,
    });
    this.registrationsByAddress = limiters.create('register-ip-hour', {
      points: config.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
      duration: 3600,
    });
    // Each request may send an email: an address may not make the app mail strangers without end.
    this.resetRequestsByAddress = limiters.create('password-reset-ip', {
      points: config.AUTH_LIMIT_PER_IP,
      duration: window,
    });
  }

  /** Runs before the body is read: a refused request costs a counter lookup, never a parse. */
  beforeBody(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      if (req.method !== 'POST') return next();
      const check =
        req.path === '/login' || req.path === '/form/login'
          ? this.assertAddressMayLogIn(req.ip)
          : req.path === '/register' || req.path === '/form/register'
            ? this.admitRegistration(req.ip, res)
            : req.path === '/password-reset'
              ? this.count(this.resetRequestsByAddress, req.ip)
              : Promise.resolve();
      check.then(() => next(), next);
    };
  }

  /** After the body: the pair must not be waiting, and while the account is under attack, addresses that failed on it wait. */
  async assertMayLogIn(address: string | undefined, email: string): Promise<void> {
    const [pair, account] = await Promise.all([
      this.failsByPair.get(this.pairKey(address, email)),
      this.failsByAccount.get(accountKey(email)),
    ]);
    if (used(pair) >= this.config.AUTH_LIMIT_PER_ACCOUNT_ADDRESS) throw new TooManyRequestsError(retryAfterOf(pair));
    if (used(pair) > 0 && used(account) >= this.config.AUTH_LIMIT_PER_ACCOUNT)
      throw new TooManyRequestsError(retryAfterOf(account));
  }

  async recordFailure(address: string | undefined, email: string): Promise<void> {
    const pairKey = this.pairKey(address, email);
    const [, , pair] = await Promise.all([
      this.failsByAddress.penalty(this.addressKey(address)),
      this.failsByAccount.penalty(accountKey(email)),
      this.failsByPair.penalty(pairKey),
    ]);
    if (used(pair) < this.config.AUTH_LIMIT_PER_ACCOUNT_ADDRESS) return;
    const waits = used(await this.waitsByPair.penalty(pairKey));
    await this.failsByPair.block(
      pairKey,
      Math.min(LONGEST_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** Math.max(0, waits - 1)),
    );
  }

  /** A success never counts; it forgets its own pair's failures (not the address's or the account's). */
  async recordSuccess(address: string | undefined, email: string): Promise<void> {
    const pairKey = this.pairKey(address, email);
    await Promise.all([this.failsByPair.delete(pairKey), this.waitsByPair.delete(pairKey)]);
  }

  private async assertAddressMayLogIn(address: string | undefined): Promise<void> {
    const res = await this.failsByAddress.get(this.addressKey(address));
    if (used(res) >= this.config.AUTH_LIMIT_PER_IP) throw new TooManyRequestsError(retryAfterOf(res));
  }

  /**
   * Takes one of the address's accounts for the hour before the body is read (atomically, so
   * instances racing each other cannot exceed it), and gives it back if no account came of it.
   */
  private async admitRegistration(address: string | undefined, res: Response): Promise<void> {
    const key = this.addressKey(address);
    try {
      await this.registrationsByAddress.consume(key);
    } catch (e) {
      if (isRefusal(e)) throw new TooManyRequestsError(retryAfterOf(e), MSG.registrationsPerAddress);
      throw e;
    }
    res.once('close', () => {
      if (!res.writableFinished || res.statusCode >= 400)
        void this.registrationsByAddress.reward(key, 1).catch(() => undefined);
    });
  }

  private async count(limiter: RateLimiterAbstract, address: string | undefined): Promise<void> {
    try {
      await limiter.consume(this.addressKey(address));
    } catch (e) {
      if (isRefusal(e)) throw new TooManyRequestsError(retryAfterOf(e));
      throw e;
    }
  }

  private addressKey(address: string | undefined): string {
    return address ?? 'unknown';
  }

  private pairKey(address: string | undefined, email: string): string {
    return `${accountKey(email)}|${this.addressKey(address)}`;
  }
}
