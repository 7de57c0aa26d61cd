import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AccountType, ErrorCode, MARKET_MSG } from '@conectando/contracts';
import type { Request } from 'express';
import { AppError } from '../../common/errors/app-error';
import type { User } from './entities/user.entity';

/** Who may call a marketplace route: any validated marketplace account, or only one account type. */
export type MarketplaceAudience = 'any' | AccountType.Institucion | AccountType.Profesional;
const AUDIENCE = 'marketplace:audience';
const ADMINS_TOO = 'marketplace:admins';

/**
 * The marketplace's roles as a check: personas are told the marketplace is for professionals and institutions,
 * unvalidated accounts that their review is pending, and the other account type that the action is not theirs.
 * Runs as a guard, so a refused caller learns why before any body validation.
 */
export function assertMarketplaceAccess(user: User, audience: MarketplaceAudience): void {
  if (user.accountType === AccountType.Persona) throw new AppError(ErrorCode.Forbidden, MARKET_MSG.restricted);
  if (!user.isValidated) throw new AppError(ErrorCode.Forbidden, MARKET_MSG.inReview);
  if (audience === AccountType.Institucion && user.accountType !== AccountType.Institucion) {
    throw new AppError(ErrorCode.Forbidden, MARKET_MSG.onlyInstitutions);
  }
  if (audience === AccountType.Profesional && user.accountType !== AccountType.Profesional) {
    throw new AppError(ErrorCode.Forbidden, MARKET_MSG.onlyProfessionals);
  }
}

@Injectable()
export class MarketplaceAccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const audience = this.reflector.getAllAndOverride<MarketplaceAudience>(AUDIENCE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!audience) return true;
    const user = context.switchToHttp().getRequest<Request>().user!;
    const adminsToo = this.reflector.getAllAndOverride<boolean>(ADMINS_TOO, [context.getHandler(), context.getClass()]);
    if (adminsToo && user.isAdmin) return true;
    assertMarketplaceAccess(user, audience);
    return true;
  }
}

/** The route is for validated marketplace accounts of this audience; `admins` lets admins read it too. */
export const MarketplaceRoute = (audience: MarketplaceAudience, options: { admins?: boolean } = {}) =>
  applyDecorators(
    SetMetadata(AUDIENCE, audience),
    SetMetadata(ADMINS_TOO, options.admins ?? false),
    UseGuards(MarketplaceAccessGuard),
  );
