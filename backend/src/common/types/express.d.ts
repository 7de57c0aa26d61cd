import type { User } from '../../modules/users/entities/user.entity';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by SessionAuthGuard when the request carries a live session. */
    user?: User;
  }
}

declare module 'express-session' {
  interface SessionData {
    userId: string;
  }
}

export {};
