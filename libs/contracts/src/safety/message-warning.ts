import { detectContactRequest } from './contact-request';
import { detectMoneyRequest } from './money-request';

/**
 * The one warning a chat message may carry for its recipient: 'money' when it asks for money or bank
 * data, 'contact' when it asks to go on elsewhere (a phone, an email, a link, another app). A message
 * that is both carries 'money'. Consumers read this single field (`ChatMessageResponse.warning`).
 */
export type MessageWarning = 'money' | 'contact';

export const MESSAGE_WARNINGS: readonly MessageWarning[] = ['money', 'contact'];

/** What a text asks for, before the chat's context (its age, a meeting or award) is weighed. */
export interface MessageWarningSignals {
  money: boolean;
  contact: boolean;
}

/** Both readings of a text; `ownHosts` are our site's hosts, whose links are no way out. */
export function detectWarningSignals(text: string, ownHosts: readonly string[] = []): MessageWarningSignals {
  return { money: detectMoneyRequest(text) !== null, contact: detectContactRequest(text, ownHosts) !== null };
}

/** The warning a text carries when the chat is young and the two have no meeting or award: money first. */
export function detectMessageWarning(text: string, ownHosts: readonly string[] = []): MessageWarning | null {
  const s = detectWarningSignals(text, ownHosts);
  return s.money ? 'money' : s.contact ? 'contact' : null;
}
