import { MARKET_MSG } from '../marketplace/marketplace-messages';
import { awardMessage } from '../marketplace/marketplace-socket';
import { CLIENT_PATHS } from '../paths/client-paths';
import { EMAIL_SIGNATURE, emailGreeting, type EmailContent } from './email-parts';

/** The professional an institution chose for its offer. */
export function applicationAwardedEmail(
  name: string,
  award: { offerTitle: string; institutionName: string },
  publicUrl: string,
): EmailContent {
  return {
    subject: `¡Felicitaciones! Te adjudicaron «${award.offerTitle}»`,
    text:
      `${emailGreeting(name)}\n\n${MARKET_MSG.awardAlertTitle} ${awardMessage(award.offerTitle, award.institutionName)}\n\n` +
      `${award.institutionName} te contactará para coordinar el trabajo. Puedes ver tus postulaciones en ${publicUrl}${CLIENT_PATHS.myApplications}.\n\n` +
      EMAIL_SIGNATURE,
  };
}
