import { formatClp } from '../format/clp';
import { PLAN_MSG, type PaymentResponse } from './payments';

/** The receipt (comprobante) sent when a payment is paid. */
export function paymentReceiptEmail(name: string, p: PaymentResponse): { subject: string; text: string } {
  const paidAt = p.paidAt ? new Date(p.paidAt).toLocaleString('es-CL', { timeZone: 'America/Santiago' }) : '';
  return {
    subject: `Comprobante de pago: ${p.item.name}`,
    text: [
      `Hola ${name}:`,
      '',
      `Recibimos tu pago. Se agregaron ${p.item.tokens} tokens a tu cuenta.`,
      '',
      `Producto: ${p.item.name}`,
      `Monto neto: ${formatClp(p.net)}`,
      `IVA (19 %): ${formatClp(p.iva)}`,
      `Total pagado: ${formatClp(p.amount)}`,
      `Orden de compra: ${p.buyOrder}`,
      ...(p.authorizationCode ? [`Código de autorización: ${p.authorizationCode}`] : []),
      ...(p.cardLast4 ? [`Tarjeta terminada en ${p.cardLast4}`] : []),
      `Fecha: ${paidAt}`,
      '',
      'Puedes ver e imprimir este comprobante en "Mis pagos".',
      '',
      'Equipo de Conectando Generaciones',
    ].join('\n'),
  };
}

/** A plan's monthly charge was rejected: when it is tried again, or that the plan ended. */
export function planChargeFailedEmail(
  name: string,
  plan: string,
  retryDays: number | null,
): { subject: string; text: string } {
  return {
    subject: retryDays === null ? `Tu plan ${plan} terminó` : `Pago pendiente de tu plan ${plan}`,
    text: [
      `Hola ${name}:`,
      '',
      retryDays === null ? PLAN_MSG.lapsedNotice(plan) : PLAN_MSG.renewalFailedNotice(plan, retryDays),
      '',
      'Puedes revisar tu tarjeta y tu plan en la pantalla "Tokens".',
      '',
      'Equipo de Conectando Generaciones',
    ].join('\n'),
  };
}
