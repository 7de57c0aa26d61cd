import { IsIn, IsOptional, IsString, IsUUID } from 'class-validator';
import type { PlanType, PremiumPlan, TokenPack } from '../catalog/marketplace';

export const PREMIUM_MSG = {
  planRequired: 'Selecciona un plan',
  packRequired: 'Selecciona un pack de tokens',
  planTypeInvalid: 'El tipo de plan no corresponde a tu cuenta',
  planNotForAccount: 'Este plan no está disponible para tu tipo de cuenta',
  packNotForAccount: 'Este pack no está disponible para tu tipo de cuenta',
  alreadySubscribed: 'Ya tienes un plan activo. Cancélalo antes de suscribirte a otro.',
  noActivePlan: 'No tienes un plan activo',
  onlyMarketplaceAccounts: 'Los planes premium son para profesionales e instituciones validadas.',
  subscribedTitle: '¡Suscripción exitosa!',
  subscribed: 'Ahora tienes acceso a tokens premium mensuales.',
  subscribeFailed: 'No se pudo procesar la suscripción',
  toppedUpTitle: '¡Tokens comprados!',
  toppedUp: 'Tus tokens se han agregado a tu cuenta.',
  topUpFailed: 'No se pudieron comprar los tokens',
  cancelledTitle: 'Suscripción cancelada',
  cancelled: 'Tus tokens restantes se mantendrán hasta consumir.',
  subscribedBadge: 'Suscrito',
} as const;

const PLAN_TYPES: PlanType[] = ['profesional', 'institucion'];

/** POST /api/premium/subscribe. userId and planType are what the spec's client sends; the session decides. */
export class SubscribePremiumDto {
  @IsOptional() @IsUUID('4') userId?: string;

  @IsString({ message: PREMIUM_MSG.planRequired })
  planId!: string;

  @IsOptional()
  @IsIn(PLAN_TYPES, { message: PREMIUM_MSG.planTypeInvalid })
  planType?: PlanType;
}

/** POST /api/premium/top-up. */
export class TopUpTokensDto {
  @IsOptional() @IsUUID('4') userId?: string;

  @IsString({ message: PREMIUM_MSG.packRequired })
  packId!: string;

  /**
   * One purchase, named by the client when the person confirms it: the same id again (a double tap, a
   * retry after a lost answer) buys nothing more and answers the balance. Optional for the spec's clients.
   */
  @IsOptional() @IsUUID('4') purchaseId?: string;

  @IsOptional()
  @IsIn(PLAN_TYPES, { message: PREMIUM_MSG.planTypeInvalid })
  planType?: PlanType;
}

/** POST /api/premium/cancel. */
export class CancelPremiumDto {
  @IsOptional() @IsUUID('4') userId?: string;
}

/** GET /api/premium/catalog: the plans and packs of the caller's account type. */
export interface PremiumCatalogResponse {
  planType: PlanType;
  plans: PremiumPlan[];
  packs: TokenPack[];
}
