import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode } from '@conectando/contracts';
import type { Request } from 'express';
import { Repository } from 'typeorm';
import { User } from '../../modules/users/entities/user.entity';
import { IS_PUBLIC } from '../decorators/access.decorators';
import { AppError } from '../errors/app-error';

/**
 * Knows the user only from the server-side session (DESIGN §3). The spec's client also sends
 * x-user-id: a value that is not the session's user is refused, never trusted.
 */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    const userId = req.session?.userId;
    const user = userId ? await this.users.findOneBy({ id: userId }) : null;
    if (user) req.user = user;
    if (isPublic) return true;
    if (!user) throw new AppError(ErrorCode.Unauthenticated);
    const claimed = req.header('x-user-id');
    if (claimed && claimed !== user.id) throw new AppError(ErrorCode.Unauthenticated, 'La sesión no corresponde a este usuario. Inicia sesión de nuevo.');
    return true;
  }
}
