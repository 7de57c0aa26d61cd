import type { PlanType } from '../catalog/marketplace';

/**
 * GET /api/tokens/summary ('Token summary'), also the answer of the premium calls.
 * free: free tokens left this month; premiumMonthly: the active plan's monthly tokens (0 without plan);
 * premiumBalance: premium tokens left (plan + packs; kept after cancelling); available = free + premiumBalance.
 * total = free + premiumMonthly; used = max(0, premiumMonthly - premiumBalance).
 */
export interface TokenSummaryResponse {
  free: number;
  premiumMonthly: number;
  premiumBalance: number;
  available: number;
  /** Active plan id, or 'none'. */
  premiumPlan: string;
  premiumPlanType: PlanType | null;
  /** ISO date-time of the next monthly renewal of the plan, or null without plan. */
  premiumRenewsAt: string | null;
  total: number;
  used: number;
  /** The free monthly allowance and when it is next renewed. */
  freeMonthly: number;
  freeRenewsAt: string;
  isPremium: boolean;
}

/** Why the balance moved: grants are positive, spends negative. */
export type TokenLedgerKind =
  | 'free_monthly'
  | 'plan_monthly'
  | 'plan_subscribe'
  | 'plan_change'
  | 'pack_purchase'
  | 'pack_refund'
  | 'refund_offer_rejected'
  | 'refund_offer_closed'
  | 'spend_publish'
  | 'spend_apply';

export const TOKEN_LEDGER_LABELS: Record<TokenLedgerKind, string> = {
  free_monthly: 'Tokens gratuitos del mes',
  plan_monthly: 'Tokens mensuales del plan',
  plan_subscribe: 'Suscripción a plan premium',
  plan_change: 'Cambio a un plan mayor',
  pack_purchase: 'Compra de pack de tokens',
  pack_refund: 'Devolución de pack de tokens',
  refund_offer_rejected: 'Devolución por oferta rechazada',
  refund_offer_closed: 'Devolución por oferta cerrada sin adjudicar',
  spend_publish: 'Publicación de oferta',
  spend_apply: 'Postulación a oferta',
};

/** GET /api/tokens/history: one ledger row ('Historial de tokens'), newest first. */
export interface TokenLedgerEntryResponse {
  id: string;
  kind: TokenLedgerKind;
  /** Spanish label of the kind. */
  label: string;
  /** +n for grants, -1 for spends. */
  delta: number;
  bucket: 'free' | 'premium';
  /** Balance (free + premium) right after this row. */
  balanceAfter: number;
  offerId: string | null;
  applicationId: string | null;
  /** Plan or pack id for premium rows. */
  productId: string | null;
  createdAt: string;
}

export const TOKEN_MSG = {
  historyTitle: 'Historial de tokens',
  renewedTitle: 'Tokens renovados',
  refundedTitle: 'Token devuelto',
} as const;
