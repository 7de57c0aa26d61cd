/**
 * Whether a chat message asks the reader for money, bank data or codes, in Chilean Spanish. Pure and
 * synchronous: the chat's send path runs it on every message before the insert.
 *
 * It reads context, not words: a request is a verb aimed at the reader (imperative, 'me puedes…',
 * 'necesito…') near a money object ('plata', '20 lucas', 'un préstamo'), or a question for the
 * reader's bank data, card or codes. 'Aros de plata', 'prestar atención', a price, 'la cuenta' of a
 * restaurant or a 'transferencia de conocimientos' carry no such verb and pass. A negation just
 * before the request ('nunca le des tu clave a nadie') cancels it.
 */

/** Lower case, no accents, amounts without separators, words split by single spaces. */
export function normalizeForDetection(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/(\d)[.,](?=\d{3}\b)/g, '$1')
    .replace(/[^a-z0-9$]+/g, ' ')
    .trim();
}

/** The message cut into clauses (sentences and comma parts), each normalized. */
export function clausesOf(text: string): string[] {
  return text
    .replace(/(\d)[.,](?=\d{3}\b)/g, '$1')
    .split(/[.;:!?¿¡\n()"]+|,\s*|\s+pero\s+|\s+y\s+(?=(?:me|te|hazme|mandame|mándame|pasame|pásame|dime|dame)\b)/i)
    .map(normalizeForDetection)
    .filter((c) => c.length > 0);
}

const W = '(?:\\s+\\S+){0,NUM}?'; // up to NUM words in between
const gap = (n: number) => W.replace('NUM', String(n));

// Money itself, as an object of a request. 'plata' as a metal ('aros de plata') is excluded below.
const NUMBER_WORDS =
  '(?:una?|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|quince|veinte|treinta|cuarenta|cincuenta|cien|\\d+)';
const MONEY =
  '(?:plata|platita|dinero|dinerito|efectivo|lucas?|luquitas?|billetes?|prestamo|transferencia|deposito|giro|' +
  `\\$\\s?\\d+|\\d+\\s*(?:mil\\s+)?(?:pesos|lucas?|palos?|clp)|\\d+\\s+mil|${NUMBER_WORDS}\\s+(?:mil\\s+)?(?:lucas?|palos?|pesos)|mil\\s+pesos|un\\s+palo)`;

// Verbs aimed at the reader that ask for something: imperatives, 'me + 2nd person', requests with
// 'puedes/podrías', and the speaker's own need.
const CAN = '(?:puedes|podrias|podis|podi|pudieras|puede|podria|podra|podras|quieres|querrias)';
const ASK_INF =
  '(?:mandar|enviar|pasar|dar|prestar|depositar|transferir|girar|regalar|conseguir|adelantar|ayudar|facilitar|hacer)';
const ASK_HEAD =
  '(?:' +
  [
    '(?:mand|envi|pas|regal|facilit|adelant|prest|deposit|gir|ayud|convid|yap)(?:ame|eme|amelo|amela|amelos|amelas)',
    'dame|deme|damelo|demelo|mandalo|mandala|envialo|enviala|manda|envia',
    'consigueme|consigame|transfiereme|transfierame|transferime',
    'hazme\\s+llegar|haceme\\s+llegar',
    `me\\s+(?:mandas|mandai|envias|pasas|pasai|das|dai|regalas|consigues|adelantas|prestas|prestai|depositas|transfieres|giras|ayudas|facilitas|convidas|yapas)`,
    `(?:me|nos)\\s+${CAN}\\s+${ASK_INF}`,
    `${CAN}\\s+${ASK_INF}me`,
    'necesito|necesitaria|requiero|ocupo|me\\s+urge|me\\s+faltan?|me\\s+hacen?\\s+falta|me\\s+sacas?\\s+de\\s+(?:este\\s+)?apuro',
    'pideles|pidele|me\\s+salvas|me\\s+salvai',
    'que\\s+me\\s+(?:mandes|envies|pases|des|prestes|deposites|transfieras|gires|ayudes|consigas|regales|adelantes)',
    // The same asked with 'usted', as many older people write.
    'que\\s+me\\s+(?:mande|envie|pase|de|preste|deposite|transfiera|gire|ayude|consiga|regale|adelante)',
  ].join('|') +
  ')';

// Things one lends that are not money: 'préstame atención', 'me prestas tu libro'.
const NOT_MONEY_OBJECT =
  /^(?:atencion|oido|oidos|ayuda|mano|tu|su|tus|sus|el|la|los|las|un|una|unos|unas|ese|esa|eso|este|esta|esto|confianza|fotos?|archivos?|videos?|conocimientos?)\b/;

const NEGATION = /\b(?:no|nunca|jamas|ni|nadie|tampoco)\b(?:\s+\S+){0,4}$/;
const CONDITIONAL = /\bsi\s+no(?:\s+\S+){0,3}$/;

const negated = (before: string): boolean => NEGATION.test(before.trimEnd()) && !CONDITIONAL.test(before.trimEnd());

// 'de plata' after a noun is the metal (aros, fuente, bodas, medalla de plata); 'un poco de plata' is money.
const METAL_SILVER = /\b(?!poco\b|poquito\b|algo\b|nada\b|harta\b|mucha\b|cantidad\b|monton\b)\w+\s+de\s+plata\b/;

/** True when `re` matches the clause somewhere not preceded by a negation. */
function matchesUnnegated(re: RegExp, clause: string, accept?: (after: string) => boolean): boolean {
  const global = new RegExp(re.source, 'g');
  for (let m = global.exec(clause); m; m = global.exec(clause)) {
    if (m[0].length === 0) {
      global.lastIndex++;
      continue;
    }
    const before = clause.slice(0, m.index);
    const after = clause.slice(m.index + m[0].length).trim();
    if (!negated(before) && (!accept || accept(after))) return true;
  }
  return false;
}

// A request verb, then money within a few words: 'mándame 20 lucas', 'necesito un préstamo'.
const ASK_THEN_MONEY = new RegExp(`\\b${ASK_HEAD}\\b${gap(4)}\\s+(?:un\\s+poco\\s+de\\s+|algo\\s+de\\s+)?${MONEY}\\b`);
// Money first, then the request: 'la plata me la mandas', '20 lucas me prestas'.
const MONEY_THEN_ASK = new RegExp(`\\b${MONEY}\\b${gap(3)}\\s+(?:me\\s+(?:lo|la|los|las)\\s+)?${ASK_HEAD}\\b`);
const MONEY_THEN_ASK2 = new RegExp(
  `\\b${MONEY}\\b${gap(2)}\\s+(?:me\\s+)?(?:lo|la|los|las)\\s+(?:mandas|depositas|transfieres|pasas|prestas|envias|giras)\\b`,
);

// Moving money to the reader's or speaker's account: imperative or 2nd person, with or without object.
const TRANSFER_HEAD = new RegExp(
  '\\b(?:transfiere(?:me|le|lo|la)?|transfierame|transferime|transferirme|me\\s+transfieres|deposita(?:me|le|lo|la)?|depositeme|depositarme|me\\s+depositas|' +
    `girame|me\\s+giras|que\\s+me\\s+(?:deposites|transfieras|gires)|que\\s+(?:deposites|transfieras)|(?:me|nos)\\s+${CAN}\\s+(?:transferir|depositar|girar)|` +
    `(?:hazme|haceme|hagame|haz|me\\s+haces|me\\s+hace|${CAN}\\s+hacerme|me\\s+${CAN}\\s+hacer)\\s+(?:una?|el|la)\\s+(?:transferencia|deposito|giro|prestamo))\\b`,
);
const NOT_MONEY_TRANSFER =
  /^(?:de\s+)?(?:las?\s+|los?\s+|tus?\s+|mis?\s+|esas?\s+|esos?\s+)?(?:fotos?|archivos?|videos?|conocimientos?|saberes|experiencias?|documentos?|llamada|contactos?|confianza|esperanza|canciones?|musica)\b/;

// Lending asked of the reader: 'préstame para el remedio', '¿me puedes prestar algo?'.
const LEND_HEAD = new RegExp(
  `\\b(?:prestame|presteme|prestamelo|prestamela|prestarme|me\\s+prestas|me\\s+prestai|me\\s+${CAN}\\s+prestar|${CAN}\\s+prestarme)\\b`,
);
const LEND_MONEY = new RegExp(`^(?:\\S+\\s+){0,2}${MONEY}\\b`);
const lendsMoney = (after: string) =>
  after === '' ||
  !NOT_MONEY_OBJECT.test(after) ||
  LEND_MONEY.test(after) ||
  /^(?:un|una)\s+(?:poco|poquito)\b/.test(after);

// The reader's bank data, cards and codes, asked for or given to deposit into.
const ACCOUNT =
  '(?:cuenta\\s*rut|cuenta\\s+en\\s+el\\s+banco|cuenta\\s+(?:corriente|vista|bancaria|de\\s+ahorros?)|datos\\s+bancarios|datos\\s+(?:de\\s+)?(?:tu|su)\\s+(?:cuenta|tarjeta)|numero\\s+de\\s+(?:tu\\s+|su\\s+|la\\s+)?(?:cuenta|tarjeta))';
const TO_READER =
  '(?:tu|tus|su|sus|tienes|tenis|tiene|te|pasame|dame|mandame|enviame|dime|dictame|cual\\s+es|necesito|me\\s+das|me\\s+pasas|me\\s+mandas|me\\s+dices|anota|te\\s+dejo|aqui\\s+va|esta\\s+es)';
const CREDENTIALS = [
  new RegExp(`\\b${TO_READER}\\b${gap(3)}\\s+${ACCOUNT}\\b`),
  new RegExp(`\\b${ACCOUNT}\\b${gap(2)}\\s+(?:es\\s+)?(?:el\\s+)?\\d{5,}`),
  /\b(?:tu|su|la)\s+clave\s+(?:del?\s+)?(?:banco|bancaria|secreta|internet|dinamica|de\s+acceso|de\s+(?:tu\s+|su\s+|la\s+)?(?:tarjeta|cuenta))\b/,
  new RegExp(
    `\\b(?:dime|digame|dame|deme|pasame|paseme|mandame|mandeme|enviame|envieme|dictame|cual\\s+es|me\\s+das|me\\s+dices|me\\s+pasas|me\\s+${CAN}\\s+(?:pasar|dar|decir|mandar|enviar|dictar))\\s+(?:tu|su|la|el)\\s+(?:clave|pin|contrasena|cvv)\\b`,
  ),
  /\b(?:tarjeta|targeta)\s+de\s+coordenadas\b/,
  /\bcoordenadas\s+de\s+(?:tu|su|la)\s+tarjeta\b/,
  /\bcvv\b/,
  /\b(?:tu|su)\s+tarjeta\s+(?:de\s+)?(?:credito|debito|bancaria)\b/,
  /\bfoto\s+(?:de\s+)?(?:tu|su)\s+(?:tarjeta|carnet|cedula)\b/,
  /\bcodigo\s+(?:de\s+)?(?:verificacion|seguridad|confirmacion|whatsapp|sms)\b/,
  /\bcodigo\s+que\s+(?:te\s+|le\s+)?(?:llego|llegue|va\s+a\s+llegar|llegara|van\s+a\s+mandar|mandaron|enviaron)\b/,
  /\b(?:dime|digame|dame|deme|pasame|paseme|mandame|mandeme|enviame|envieme|dictame|reenviame|me\s+das|me\s+dices|me\s+pasas|me\s+mandas)\s+(?:el|ese|los|esos|un)\s+codigos?\b/,
];

// Gift cards to buy and send, money wires and 'investments'.
const GIFT_CARD =
  '(?:gift\\s*cards?|giftcards?|tarjetas?\\s+(?:de\\s+)?regalo|tarjetas?\\s+(?:de\\s+)?(?:google\\s+play|itunes|steam|apple)|(?:google\\s+play|itunes|steam)\\s+(?:card|tarjeta|codigo))';
const BUY =
  '(?:compra|comprame|compres|comprar|comprarme|me\\s+compras|consigueme|carga|cargame|recarga|recargame|mandame|enviame|pasame|necesito)';
const SCHEMES = [
  new RegExp(`\\b${BUY}\\b${gap(4)}\\s+${GIFT_CARD}\\b`),
  new RegExp(`\\b${GIFT_CARD}\\b${gap(5)}\\s+(?:y\\s+)?(?:mandame|enviame|pasame|dame|dime)\\b`),
  /\b(?:por|a\s+traves\s+de|via|un|una)\s+(?:western\s+union|moneygram)\b/,
  /\b(?:invierte|invertir|inviertas|invirtamos|ganar|ganancias?|duplica|duplicar|multiplica|multiplicar)\b(?:\s+\S+){0,5}\s+(?:bitcoins?|cripto\w*|usdt)\b/,
  /\b(?:bitcoins?|cripto\w*)\b(?:\s+\S+){0,5}\s+(?:invierte|invertir|inviertas|ganar|ganancias?|duplica|duplicar|conmigo)\b/,
];

function clauseAsksForMoney(clause: string): boolean {
  // 'aros de plata': the metal is no money; drop it before looking for money objects.
  const c = clause.replace(METAL_SILVER, (m) => m.replace(/plata$/, 'metal'));
  if (matchesUnnegated(ASK_THEN_MONEY, c)) return true;
  if (matchesUnnegated(MONEY_THEN_ASK, c) || matchesUnnegated(MONEY_THEN_ASK2, c)) return true;
  if (matchesUnnegated(TRANSFER_HEAD, c, (after) => !NOT_MONEY_TRANSFER.test(after))) return true;
  if (matchesUnnegated(LEND_HEAD, c, lendsMoney)) return true;
  if (CREDENTIALS.some((re) => matchesUnnegated(re, c))) return true;
  return SCHEMES.some((re) => matchesUnnegated(re, c));
}

/** 'money' when the text asks the reader for money, bank data, card data or codes, otherwise null. */
export function detectMoneyRequest(text: string): 'money' | null {
  return clausesOf(text).some(clauseAsksForMoney) ? 'money' : null;
}
