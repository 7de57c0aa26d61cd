/**
 * Names one change a person meant once, however often it is sent: the client sends the same key again
 * when it never heard the first answer (the signal dropped on the way back), and the server answers
 * with what the first request did instead of doing it twice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const IDEMPOTENCY_MSG = {
  keyInvalid: 'No pudimos leer tu solicitud. Actualiza la página e intenta de nuevo.',
  inProgress: 'Tu solicitud anterior todavía se está procesando. Espera un momento y revisa.',
  keyReused: 'Esta solicitud ya se usó con otros datos. Intenta de nuevo.',
} as const;
