/**
 * Whether a chat message tries to take the talk off Conectando Generaciones: a Chilean phone number
 * (mobile or landline, any spacing, with or without +56), an email address, a link to another site,
 * or asking to go on over WhatsApp, Telegram, Signal, Facebook or the phone. Pure and synchronous,
 * run on every message beside detectMoneyRequest. Mentioning an app ('mi nieta me enseñó WhatsApp')
 * is not asking to move there: the app must come with a verb aimed at the reader.
 */
import { clausesOf } from './money-request';

// Digit runs with spaces, dots, dashes or brackets between them: '+56 9 8765 4321', '(2) 2345-6789'.
const DIGIT_RUN = /(?<![\d$])\+?\s*\(?\d[\d\s.\-()]{6,20}\d(?!\d)/g;
// A RUT ('12.345.678-9') is an id, not a phone.
const RUT = /^\d{1,2}\.\d{3}\.\d{3}-?[\dk]$/i;
// Chilean area codes of landlines after the 2 of Santiago (two digits each).
const AREA_CODES = new Set([
  '32',
  '33',
  '34',
  '35',
  '41',
  '42',
  '43',
  '45',
  '51',
  '52',
  '53',
  '55',
  '57',
  '58',
  '61',
  '63',
  '64',
  '65',
  '67',
  '71',
  '72',
  '73',
  '75',
]);

/** Whether a digit run is a Chilean mobile or landline number. */
export function isChileanPhone(run: string): boolean {
  const trimmed = run.trim();
  if (RUT.test(trimmed)) return false;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.startsWith('56') && digits.length === 11) digits = digits.slice(2);
  else if (digits.startsWith('0') && digits.length === 10) digits = digits.slice(1);
  // An old mobile written without its leading 9 after '+56 9' is covered above; eight digits alone
  // are too often prices or codes to count.
  if (digits.length !== 9) return false;
  if (digits.startsWith('9')) return true;
  if (digits.startsWith('2')) return true;
  return AREA_CODES.has(digits.slice(0, 2));
}

const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d-]+(\.[\p{L}\d-]+)+/u;
// 'rosa arroba gmail punto com'
const SPELLED_EMAIL = /\barroba\s+(gmail|hotmail|yahoo|outlook|live|icloud)\b/;

const URL = /\b(?:https?:\/\/|www\.)[^\s<>]+/gi;
const BARE_DOMAIN =
  /\b(?:[a-z0-9-]+\.)+(?:com|cl|net|org|info|io|me|ly|app|link|co|site|xyz|top|shop|store|online)\b(?:\/[^\s<>]*)?/gi;

const hostOf = (link: string): string =>
  link
    .replace(/^https?:\/\//i, '')
    .split(/[/?#:]/)[0]
    .toLowerCase()
    .replace(/^www\./, '');

function hasOutsideLink(text: string, ownHosts: readonly string[]): boolean {
  const own = new Set(ownHosts.map((h) => h.toLowerCase().replace(/^www\./, '')));
  const withoutEmails = text.replace(new RegExp(EMAIL.source, 'gu'), ' ');
  const links = [...(withoutEmails.match(URL) ?? []), ...(withoutEmails.match(BARE_DOMAIN) ?? [])];
  return links.some((l) => !own.has(hostOf(l)));
}

const APP =
  '(?:whatsapp|whatsap|whats|wsp|wasap|wassap|wasa|guasap|wha|ws|telegram|telegrama|signal|facebook|face|fb|messenger|insta|instagram|celular|celu|fono|telefono|numero|correo|mail|email|e\\s?mail)';
// Verbs aimed at the reader (or offering to reach them) that move the talk.
const MOVE =
  '(?:escribeme|escribame|escribime|escribirme|escribirte|hablame|hableme|hablemos|hablamos|agregame|agregueme|agregarme|agregarte|llamame|llameme|llamarte|llamarme|' +
  'sigamos|seguimos|conversemos|conversamos|contactame|contacteme|contactarte|mandame|enviame|pasame|dame|deme|' +
  'te\\s+(?:escribo|llamo|agrego|hablo|mando|paso|dejo)|me\\s+(?:escribes|llamas|agregas|hablas|das|pasas|dai|pasai|dejas)|' +
  'tienes|tenis|tiene|cual\\s+es|mejor\\s+(?:por|al|en)|mas\\s+facil\\s+(?:por|al|en)|nos\\s+(?:hablamos|escribimos|vemos)\\s+(?:por|en))';
const MOVE_TO_APP = new RegExp(
  `\\b${MOVE}\\b(?:\\s+\\S+){0,4}?\\s+(?:tu\\s+|su\\s+|mi\\s+|al\\s+|el\\s+|por\\s+|en\\s+)?${APP}\\b`,
);
const APP_THEN_MOVE = new RegExp(
  `\\b(?:por|al|en)\\s+${APP}\\s+(?:mejor|mas\\s+facil|te\\s+escribo|me\\s+escribes|hablamos|seguimos|conversamos)\\b`,
);
const STANDALONE = [
  /\b(?:agregame|agregueme|agregarme)\b/,
  /\b(?:llamame|llameme|llamarme)\s+(?:al|a\s+este|a\s+mi)\b/,
  /\bmi\s+(?:numero|celular|celu|fono|telefono|whatsapp|wsp|correo|mail|email|facebook|face|telegram|instagram|insta)\s+(?:es|te\s+lo\s+dejo)\b/,
  /\b(?:te\s+dejo|anota|aqui\s+va|este\s+es)\s+mi\s+(?:numero|celular|celu|fono|telefono|whatsapp|wsp|correo|mail|email)\b/,
];

const NEGATION = /\b(?:no|nunca|jamas|ni|nadie)\b(?:\s+\S+){0,2}$/;

function clauseMovesOff(clause: string): boolean {
  for (const re of [MOVE_TO_APP, APP_THEN_MOVE, ...STANDALONE]) {
    const m = re.exec(clause);
    if (m && !NEGATION.test(clause.slice(0, m.index).trimEnd())) return true;
  }
  return false;
}

/** 'contact' when the text gives a way to talk outside the site or asks for one, otherwise null. */
export function detectContactRequest(text: string, ownHosts: readonly string[] = []): 'contact' | null {
  const runs = text.match(DIGIT_RUN) ?? [];
  if (runs.some(isChileanPhone)) return 'contact';
  if (EMAIL.test(text)) return 'contact';
  if (hasOutsideLink(text, ownHosts)) return 'contact';
  if (
    SPELLED_EMAIL.test(
      text
        .normalize('NFD')
        .replace(/\p{M}+/gu, '')
        .toLowerCase(),
    )
  )
    return 'contact';
  return clausesOf(text).some(clauseMovesOff) ? 'contact' : null;
}
