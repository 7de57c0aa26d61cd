import { randomBytes } from 'node:crypto';

/** A buy order Transbank accepts (at most 26 characters) that no other payment has; it starts with 'cg'. */
export const newBuyOrder = (): string => `cg${Date.now().toString(36)}${randomBytes(6).toString('hex')}`;

/** The fields every new payment starts with: pending, its own buy order, nothing answered by the bank yet. */
export const pendingPayment = () => ({
  status: 'pending' as const,
  buyOrder: newBuyOrder(),
  token: null,
  statusChecks: 0,
  paidAt: null,
  refundedAt: null,
});
