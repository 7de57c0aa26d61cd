import type { Payment } from './entities/payment.entity';

/** A string from Transbank (or relayed by a browser), kept only when it has 1 to `max` characters. */
export const field = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined;

/** What a payment keeps of Transbank's final answer: the response code, the authorization, the card's end. */
export function recordAnswer(
  payment: Payment,
  detail: { response_code?: number; authorization_code?: string } | undefined,
  card: { card_detail?: { card_number?: string } },
): void {
  payment.responseCode = typeof detail?.response_code === 'number' ? detail.response_code : null;
  payment.authorizationCode = field(detail?.authorization_code, 6) ?? null;
  payment.cardLast4 = card.card_detail?.card_number?.slice(-4) ?? null;
}
