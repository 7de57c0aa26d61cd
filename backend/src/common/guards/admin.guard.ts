import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ErrorCode, ACCESS_MSG } from '@conectando/contracts';
import type { Request } from 'express';
import { ADMIN_ONLY } from '../decorators/access.decorators';
import { AppError } from '../errors/app-error';

/** Routes marked @AdminOnly() answer 403 to any signed-in user who is not an admin. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const adminOnly = this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, [context.getHandler(), context.getClass()]);
    if (!adminOnly) return true;
    const user = context.switchToHttp().getRequest<Request>().user;
    if (!user?.isAdmin) throw new AppError(ErrorCode.Forbidden, ACCESS_MSG.adminOnly);
    return true;
  }
}
