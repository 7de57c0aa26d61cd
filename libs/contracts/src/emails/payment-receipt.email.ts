import { formatClp } from '../format/clp';
import type { PaymentResponse } from '../payments/payments';
import { EMAIL_SIGNATURE, emailGreeting, type EmailContent } from './email-parts';

/** The receipt (comprobante) sent when a payment is paid. */
export function paymentReceiptEmail(name: string, p: PaymentResponse): EmailContent {
  const paidAt = p.paidAt ? new Date(p.paidAt).toLocaleString('es-CL', { timeZone: 'America/Santiago' }) : '';
  return {
    subject: `Comprobante de pago: ${p.item.name}`,
    text: [
      emailGreeting(name),
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
      EMAIL_SIGNATURE,
    ].join('\n'),
  };
}
