import type { SessionUser } from '../decorators/current-user.decorator';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by SessionAuthGuard when the request carries a live session. */
    user?: SessionUser;
  }
}

declare module 'express-session' {
  interface SessionData {
    userId: string;
  }
}

export {};
