import { IsString, MaxLength } from 'class-validator';
import { PLAN_RETRY_DAYS } from './plans';

/**
 * What a payment is now: 'pending' until Webpay's answer is final; 'abandoned' when it was never finished
 * at the bank within Webpay's window (nothing was charged).
 */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded' | 'abandoned';
export type PaymentKind = 'pack' | 'plan';

/** IVA (19 %) is included in every catalogue price. */
export const IVA_RATE = 0.19;
/** Days after buying a pack during which it may be returned (right of withdrawal). */
export const REFUND_WINDOW_DAYS = 10;

/** Net and IVA of a price that includes IVA, in whole pesos: net + iva = amount. */
export function splitIva(amount: number): { net: number; iva: number } {
  const net = Math.round(amount / (1 + IVA_RATE));
  return { net, iva: amount - net };
}

export const PAYMENT_MSG = {
  packRequired: 'Selecciona un pack de tokens',
  packNotForAccount: 'Este pack no está disponible para tu tipo de cuenta',
  providerUnavailable: 'No pudimos conectar con Webpay. Intenta de nuevo en unos minutos.',
  refundWindowOver: `Solo puedes devolver un pack dentro de ${REFUND_WINDOW_DAYS} días desde la compra.`,
  refundTokensSpent: 'Ya usaste tokens de este pack, por eso no se puede devolver.',
  refundNotPaid: 'Solo se puede devolver un pack pagado que no haya sido devuelto.',
  refundRejected: 'Webpay no aceptó la devolución. Intenta de nuevo más tarde.',
  grantsGone: 'Los tokens y planes ahora se compran con Webpay desde la pantalla de tokens.',
  returnUnknownTitle: 'No reconocemos este pago',
  returnUnknown: 'Este enlace de pago no corresponde a ningún pago nuestro. No se hizo ningún cambio.',
  paidTitle: 'Pago recibido',
  paidNotice: (tokens: number, item: string) =>
    `Recibimos tu pago de ${item}: se agregaron ${tokens} ${tokens === 1 ? 'token' : 'tokens'} a tu cuenta.`,
  refundedTitle: 'Devolución realizada',
  refundedNotice: (item: string) => `Devolvimos el pago de ${item}; los tokens del pack se descontaron.`,
  statusLabel: {
    pending: 'En proceso',
    paid: 'Pagado',
    failed: 'Rechazado',
    cancelled: 'Anulado',
    refunded: 'Devuelto',
    abandoned: 'No completado',
  } satisfies Record<PaymentStatus, string>,
  resultTitle: {
    pending: 'Estamos confirmando tu pago',
    paid: '¡Pago exitoso!',
    failed: 'El pago no se realizó',
    cancelled: 'Compra anulada',
    refunded: 'Pago devuelto',
    abandoned: 'Pago no completado',
  } satisfies Record<PaymentStatus, string>,
  resultBody: (status: PaymentStatus, tokens: number): string =>
    ({
      pending: 'Webpay todavía no confirma el pago. Esta página se actualiza sola en unos segundos.',
      paid: `Se agregaron ${tokens} ${tokens === 1 ? 'token' : 'tokens'} a tu cuenta.`,
      failed: 'El banco no aprobó el pago. No se cobró nada y tus tokens siguen igual.',
      cancelled: 'La compra se anuló en Webpay. No se cobró nada.',
      refunded: 'Devolvimos el monto completo y descontamos los tokens del pack.',
      abandoned: 'No se realizó ningún cobro. Puedes intentarlo de nuevo.',
    })[status],
  payWithWebpay: 'Pagar con Webpay',
  goingToWebpay: 'Yendo a Webpay…',
  startFailed: 'No se pudo iniciar el pago',
  refundAction: 'Devolver este pack',
  refundConfirm: 'Devolveremos el monto completo a tu tarjeta y descontaremos los tokens del pack.',
  refundFailed: 'No se pudo devolver el pago',
  myPaymentsTitle: 'Mis pagos',
  noPayments: 'Todavía no tienes pagos.',
  refundTerms: `Puedes devolver un pack dentro de ${REFUND_WINDOW_DAYS} días si no usaste ninguno de sus tokens.`,
} as const;

/** POST /api/payments: buy one pack of the caller's account type; the price comes from the catalogue. */
export class CreatePaymentDto {
  @IsString({ message: PAYMENT_MSG.packRequired })
  @MaxLength(40, { message: PAYMENT_MSG.packRequired })
  packId!: string;
}

/** Where the client posts `token_ws` (a form POST, as Webpay requires). */
export interface PaymentRedirect {
  url: string;
  token: string;
}

export interface CreatePaymentResponse {
  id: string;
  status: PaymentStatus;
  redirect: PaymentRedirect;
}

/** GET /api/payments/:id: a receipt (comprobante). Amounts in whole CLP, IVA included. */
export interface PaymentResponse {
  id: string;
  status: PaymentStatus;
  kind: PaymentKind;
  item: { id: string; name: string; tokens: number };
  amount: number;
  currency: 'CLP';
  net: number;
  iva: number;
  buyOrder: string;
  authorizationCode: string | null;
  cardLast4: string | null;
  createdAt: string;
  paidAt: string | null;
  refundedAt: string | null;
  /** Whether the person may return it now (a pack within the window, none of its tokens spent). */
  refundable: boolean;
}

/** A card kept by Oneclick, as the person sees it (Transbank's tbk_user never leaves the server). */
export interface CardResponse {
  id: string;
  cardType: string;
  last4: string;
}

/** POST /api/payments/cards: the client posts `TBK_TOKEN` to `redirect.url` (Transbank's card form). */
export interface CardInscriptionResponse {
  redirect: PaymentRedirect;
}

export const PLAN_MSG = {
  ownPlanOnly: 'Solo puedes administrar tu propio plan.',
  planRequired: 'Selecciona un plan',
  planNotForAccount: 'Este plan no está disponible para tu tipo de cuenta',
  cardRequired: 'Primero inscribe una tarjeta para pagar el plan cada mes.',
  cardExists: 'Ya tienes una tarjeta inscrita. Elimínala si quieres inscribir otra.',
  cardInUse: 'Tu plan se cobra a esta tarjeta. Cancela el plan antes de eliminarla.',
  alreadySubscribed: 'Ya tienes un plan activo. Puedes cambiarlo por otro en la pantalla Premium.',
  chargeRejected: 'El banco no aprobó el cobro del plan. No se cobró nada y no se activó el plan.',
  providerUnavailable: 'No pudimos conectar con Transbank. Intenta de nuevo en unos minutos.',
  cardAdded: 'Tarjeta inscrita. Ya puedes suscribirte a un plan.',
  cardFailed: 'No se pudo inscribir la tarjeta. No se cobró nada; puedes intentarlo de nuevo.',
  cardDeleted: 'Tarjeta eliminada',
  addCard: 'Inscribir tarjeta',
  deleteCard: 'Eliminar tarjeta',
  myCard: 'Tarjeta para el plan mensual',
  noCard:
    'No tienes una tarjeta inscrita. El plan mensual se cobra cada mes a una tarjeta inscrita en Oneclick de Transbank.',
  cardLine: (cardType: string, last4: string) => `${cardType} terminada en ${last4}`,
  goingToTransbank: 'Yendo a Transbank…',
  subscribeConfirm: (name: string, price: string, tokens: number) =>
    `Se cobrará ${price} ahora a tu tarjeta inscrita y luego cada mes, hasta que canceles. Recibirás ${tokens} tokens cada mes con el plan ${name}.`,
  renewalFailedTitle: 'Pago pendiente',
  renewalFailedNotice: (plan: string, retryDays: number) =>
    `No pudimos cobrar tu plan ${plan}. Lo intentaremos de nuevo en ${retryDays} ${retryDays === 1 ? 'día' : 'días'}; revisa tu tarjeta.`,
  samePlan: 'Ya tienes este plan.',
  noPlanToChange: 'No tienes un plan activo para cambiar. Suscríbete a un plan primero.',
  changeInProgress: 'Estamos cobrando tu plan. Espera unos segundos y vuelve a intentarlo.',
  changePastDue: 'Tu plan tiene un pago pendiente. Revisa tu tarjeta antes de cambiar de plan.',
  currentPlan: 'Tu plan actual',
  changeAction: 'Cambiar a este plan',
  keepPlan: 'Seguir con este plan',
  nextPlanChosen: 'Elegido desde la renovación',
  changeFailed: 'No se pudo cambiar el plan',
  quoteFailed: 'No pudimos calcular el cobro. Cierra y vuelve a intentarlo.',
  changeTitle: 'Cambiar de plan',
  changeItemName: (name: string) => `Cambio a Plan ${name}`,
  /** A lower plan chosen: it starts at the next renewal ('Desde el 3-01-2027: Starter'). */
  nextPlanLine: (date: string, name: string) => `Desde el ${date}: ${name}`,
  changeUpConfirm: (today: string, date: string, monthly: string) =>
    `Hoy se cobran ${today} a tu tarjeta inscrita por los días que quedan de este mes. Desde el ${date}, ${monthly} cada mes.`,
  changeDownConfirm: (current: string, date: string, monthly: string) =>
    `Hoy no se cobra nada. Sigues con el plan ${current} hasta el ${date}; desde esa fecha, ${monthly} cada mes.`,
  changeScheduledTitle: 'Cambio de plan programado',
  planKept: 'Sigues con tu plan actual',
  lapsedTitle: 'Tu plan terminó',
  lapsedNotice: (plan: string) =>
    `No pudimos cobrar tu plan ${plan} después de ${PLAN_RETRY_DAYS.length + 1} intentos, por eso terminó. Tus tokens siguen en tu cuenta.`,
} as const;

/** POST /api/payments/subscriptions/change (and GET …/change?planId= for its quote): another plan of the same kind. */
export class ChangePlanDto {
  @IsString({ message: PLAN_MSG.planRequired })
  @MaxLength(40, { message: PLAN_MSG.planRequired })
  planId!: string;
}

/** What a change of plan costs, before the person confirms it. Amounts in whole CLP, IVA included. */
export interface PlanChangeQuote {
  planId: string;
  /** A higher plan starts now (charged today); a lower one at the next renewal. */
  startsNow: boolean;
  chargeToday: number;
  tokensToday: number;
  /** The new plan's monthly price, charged from `monthlyFrom` (the next renewal). */
  monthly: number;
  monthlyFrom: string;
}

/** GET /api/payments/subscriptions/current: the live plan and a lower one waiting for the renewal. */
export interface SubscriptionResponse {
  planId: string | null;
  renewsAt: string | null;
  nextPlanId: string | null;
}

/** POST /api/payments/subscriptions/change: the plan now, what comes next, and today's charge if any. */
export interface PlanChangeResponse extends SubscriptionResponse {
  payment: PaymentResponse | null;
}

/** POST /api/payments/subscriptions: a monthly plan of the caller's account type, charged to their card. */
export class CreateSubscriptionDto {
  @IsString({ message: PLAN_MSG.planRequired })
  @MaxLength(40, { message: PLAN_MSG.planRequired })
  planId!: string;
}
