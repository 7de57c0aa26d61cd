/**
 * Whether a chat message asks for money or bank details, in Chilean Spanish. Pure and synchronous: the
 * chat's send path runs it on every message before the insert. Accents, case and punctuation are
 * ignored; thousands separators inside amounts are dropped ('$50.000' reads as '$50000').
 */
export type MessageWarning = 'money';

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

// Words that on their own mean money moving or bank details.
const MONEY_WORDS = [
  /\btransf(ie|e|i)r\w*/,
  /\bdeposit\w*/,
  /\bprestamo\w*/,
  /\bgiro\s+bancario/,
  /\bcuenta\s*rut\b/,
  /\bcuenta\s+(corriente|vista|de\s+ahorros?|bancaria)\b/,
  /\b(n|num|numero|nro)\s+de\s+(tu\s+|la\s+|su\s+)?(cuenta|tarjeta)\b/,
  /\bdatos\s+bancarios\b/,
  /\b(tarjeta|targeta)\s+de\s+(credito|debito|coordenadas)\b/,
  /\b(clave|codigo)\s+(de\s+)?(tu\s+|la\s+|su\s+)?(tarjeta|banco|cuenta|seguridad|verificacion|coordenadas)\b/,
  /\bclave\s+dinamica\b/,
  /\bcoordenadas\s+de\s+(tu\s+|la\s+|su\s+)?tarjeta\b/,
  /\bcvv\b/,
  /\b(tu|la|su|mi)\s+clave\s+(del?\s+)?(banco|bancaria|secreta|internet)\b/,
  /\bgift\s*cards?\b/,
  /\btarjetas?\s+(de\s+)?regalo\b/,
  /\b(google\s+play|itunes|steam)\s+(card|tarjeta|codigo)/,
  /\bwestern\s+union\b/,
  /\bbitcoins?\b/,
  /\bcripto(monedas?)?\b/,
];

// Amounts in pesos: '$50.000', '50 lucas', '20 mil pesos', 'un palo', 'una luca'.
const AMOUNTS = [
  /\$\s?\d/,
  /\b\d+\s*(mil\s+)?(pesos|lucas?|palos?|clp)\b/,
  /\b(una?|dos|tres|cuatro|cinco|diez|veinte|cincuenta|cien)\s+(mil\s+)?(lucas?|palos?|pesos)\b/,
  /\bmil\s+pesos\b/,
];

// Asking for money in words: a request verb near 'plata', 'dinero' or 'efectivo', in either order.
const ASK = '(envi|mand|pid|ped|pas|prest|necesit|falt|ayud|consig|deposit|gir|dam|dar|da|regal|facilit)\\w*';
const CASH = '(plata|dinero|efectivo|platita)';
const ASKING = [
  new RegExp(`\\b${ASK}\\s+(\\w+\\s+){0,3}${CASH}\\b`),
  new RegExp(`\\b${CASH}\\s+(\\w+\\s+){0,2}${ASK}`),
  new RegExp(`\\b(un|una)\\s+(poco|poquito)\\s+de\\s+${CASH}\\b`),
  /\bme\s+(puedes|podrias|pueden|podria)\s+prestar\b/,
  /\bpresta(me|rme|rle|nos)\b/,
];

const PATTERNS = [...MONEY_WORDS, ...AMOUNTS, ...ASKING];

/** 'money' when the text asks for money or bank details, otherwise null. */
export function detectMoneyRequest(text: string): MessageWarning | null {
  const normalized = normalizeForDetection(text);
  return PATTERNS.some((p) => p.test(normalized)) ? 'money' : null;
}
