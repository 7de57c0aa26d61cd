import { ErrorCode } from '@conectando/contracts';
import { AppError } from '../errors/app-error';

/** Deepest nesting of arrays and objects any request or socket payload may have. */
export const MAX_INPUT_DEPTH = 32;
/** Most values (array items and object members) one payload may hold: no form has more than a few dozen. */
export const MAX_INPUT_VALUES = 10_000;
export const INVALID_REQUEST_MESSAGE = 'Solicitud inválida.';

export const invalidRequest = () => new AppError(ErrorCode.ValidationFailed, INVALID_REQUEST_MESSAGE);

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;

/**
 * One pass over raw JSON bytes, before JSON.parse: the nesting depth and the number of values outside
 * strings. Deep or huge structures cost the parser little but class-transformer and class-validator a
 * lot (a 4 MB `[[[…]]]` body held the event loop for seconds), so they are refused here, in linear time.
 * Malformed JSON is left to the parser.
 */
export function jsonWithinBounds(bytes: Uint8Array, maxDepth = MAX_INPUT_DEPTH, maxValues = MAX_INPUT_VALUES): boolean {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > maxDepth || ++values > maxValues) return false;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    } else if (c === COMMA && ++values > maxValues) {
      return false;
    }
  }
  return true;
}

/**
 * The same bounds for a value that is already parsed (a socket.io frame, a query, multipart fields):
 * an explicit stack, never recursion, and it stops as soon as a bound is crossed, so its cost is capped
 * whatever the payload. Strings may not hold NUL, which PostgreSQL's text types cannot store, nor a
 * lone surrogate (JSON's "\ud800" escape parses to one: no text), on which validator's isEmail
 * (through encodeURI) throws instead of answering.
 */
export function valueWithinBounds(value: unknown, maxDepth = MAX_INPUT_DEPTH, maxValues = MAX_INPUT_VALUES): boolean {
  const stack: { v: unknown; depth: number }[] = [{ v: value, depth: 0 }];
  let values = 0;
  while (stack.length > 0) {
    const { v, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000') || !v.isWellFormed()) return false;
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth + 1 > maxDepth) return false;
    const children = Array.isArray(v) ? v : Object.values(v as Record<string, unknown>);
    values += children.length;
    if (values > maxValues) return false;
    for (const child of children)
      if (typeof child === 'string' || (child !== null && typeof child === 'object'))
        stack.push({ v: child, depth: depth + 1 });
  }
  return true;
}

/** For express.json's `verify`, which runs on the raw body before JSON.parse. */
export function verifyJsonBounds(_req: unknown, _res: unknown, body: Buffer): void {
  if (!jsonWithinBounds(body)) throw invalidRequest();
}
