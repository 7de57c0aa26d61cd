import { PLAN_MSG } from '../payments/payments';
import { EMAIL_SIGNATURE, emailGreeting, type EmailContent } from './email-parts';

/** A plan's monthly charge was rejected: when it is tried again, or that the plan ended. */
export function planChargeFailedEmail(name: string, plan: string, retryDays: number | null): EmailContent {
  return {
    subject: retryDays === null ? `Tu plan ${plan} terminó` : `Pago pendiente de tu plan ${plan}`,
    text: [
      emailGreeting(name),
      '',
      retryDays === null ? PLAN_MSG.lapsedNotice(plan) : PLAN_MSG.renewalFailedNotice(plan, retryDays),
      '',
      'Puedes revisar tu tarjeta y tu plan en la pantalla "Tokens".',
      '',
      EMAIL_SIGNATURE,
    ].join('\n'),
  };
}
