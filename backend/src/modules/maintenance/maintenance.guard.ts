import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ErrorCode } from '@conectando/contracts';
import type { Request } from 'express';
import { ALLOW_DURING_MAINTENANCE } from '../../common/decorators/access.decorators';
import { AppError } from '../../common/errors/app-error';
import { MaintenanceService } from './maintenance.service';

/** While maintenance is on, only admins get past this, so the 'En Construcción' page cannot be bypassed. */
@Injectable()
export class MaintenanceGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly maintenance: MaintenanceService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const exempt = this.reflector.getAllAndOverride<boolean>(ALLOW_DURING_MAINTENANCE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (exempt || context.switchToHttp().getRequest<Request>().user?.isAdmin) return true;
    if ((await this.maintenance.current()).isInMaintenance) throw new AppError(ErrorCode.Maintenance);
    return true;
  }
}
