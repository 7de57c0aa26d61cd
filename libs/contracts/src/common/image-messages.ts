/** What the server says of an uploaded picture it cannot take (the client only shows it). */
export const IMAGE_MSG = {
  tooManyPixels: 'La imagen es demasiado grande (más de 50 megapíxeles). Envía una foto más pequeña.',
} as const;
