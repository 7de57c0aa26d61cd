import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { User } from '../../modules/users/entities/user.entity';

export type SessionUser = User;

/** The user of the request's session, loaded by SessionAuthGuard. */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): SessionUser | undefined =>
  ctx.switchToHttp().getRequest<Request>().user,
);
