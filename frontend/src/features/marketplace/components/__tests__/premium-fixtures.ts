import { AccountType } from '@conectando/contracts';
import { buildUser } from '@/testing/handlers/auth';
import { buildTokenSummary, signInAs, tokenHandlers } from '@/testing/handlers/marketplace';
import { json } from '@/testing/mock-api';

export const professional = buildUser({
  id: 'b2c3d4e5-0000-4000-8000-000000000002',
  accountType: AccountType.Profesional,
});

/** A professional on the Pro plan, renewing on 2026-12-22. */
export const subscribed = buildTokenSummary({
  premiumPlan: 'pro',
  premiumPlanType: 'profesional',
  premiumMonthly: 10,
  premiumBalance: 10,
  available: 12,
  total: 12,
  isPremium: true,
  premiumRenewsAt: '2026-12-22T12:00:00.000Z',
});

/** Prices are written with non-breaking spaces: compare them as a reader sees them. */
export const nbsp = (text: string) => text.replace(/\s/g, ' ');

/** The professional signed in with no plan and an empty token history. */
export const signInAsProfessional = () =>
  signInAs(professional, { ...tokenHandlers(), 'GET /api/tokens/history': json([]) });
