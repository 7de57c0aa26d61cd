import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ErrorCode, ACCESS_MSG } from '@conectando/contracts';
import type { Request } from 'express';
import { SessionUsersService } from '../users/session-users.service';
import { IS_PUBLIC } from '../../common/decorators/access.decorators';
import { AppError } from '../../common/errors/app-error';

/**
 * Knows the user only from the server-side session (docs/decisions/sessions-and-identity.md). The spec's client also sends
 * x-user-id: a value that is not the session's user is refused, never trusted.
 */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly users: SessionUsersService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    const userId = req.session?.userId;
    const found = userId ? await this.users.sessionUser(userId) : null;
    // A suspended or erased account's sessions are deleted; one read from a stale cache still gets nothing.
    const user = found?.suspendedAt || found?.deletedAt ? null : found;
    if (user) req.user = user;
    if (isPublic) return true;
    if (!user) throw new AppError(ErrorCode.Unauthenticated);
    const claimed = req.header('x-user-id');
    if (claimed && claimed !== user.id) throw new AppError(ErrorCode.Unauthenticated, ACCESS_MSG.sessionMismatch);
    return true;
  }
}
