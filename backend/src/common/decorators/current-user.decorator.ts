import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

// The user of the request's session. common/ knows no domain: the users module fills this interface
// in with its User entity (modules/users/session-user.ts).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SessionUser {}

/** The user of the request's session, loaded by SessionAuthGuard. */
export const CurrentUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): SessionUser | undefined => ctx.switchToHttp().getRequest<Request>().user,
);
