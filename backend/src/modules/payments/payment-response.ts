import type { PaymentResponse } from '@conectando/contracts';
import { splitIva } from '@conectando/contracts';
import type { Payment } from './entities/payment.entity';

export function toResponse(p: Payment, refundable: boolean): PaymentResponse {
  return {
    id: p.id,
    status: p.status,
    kind: p.kind,
    item: { id: p.itemId, name: p.itemName, tokens: p.tokens },
    amount: p.amount,
    currency: 'CLP',
    ...splitIva(p.amount),
    buyOrder: p.buyOrder,
    authorizationCode: p.authorizationCode,
    cardLast4: p.cardLast4,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
    refundedAt: p.refundedAt?.toISOString() ?? null,
    refundable,
  };
}
