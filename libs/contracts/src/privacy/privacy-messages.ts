// Its own module, free of the DTO's decorators: the chat's cache names 'Mensaje eliminado' on every
// first load, and importing it from privacy.ts would bring class-validator along.
/** What the data-rights routes answer, in plain Spanish. */
export const PRIVACY_MSG = {
  exportTooSoon:
    'Ya descargaste tus datos hace poco. Puedes volver a descargarlos una vez por hora; inténtalo más tarde.',
  wrongPassword: 'La contraseña no es correcta. Tu cuenta no se eliminó.',
  lastAdmin: 'Eres el último administrador: nombra a otro antes de eliminar tu cuenta.',
  deletedMessage: 'Mensaje eliminado',
  deletedName: 'Cuenta eliminada',
  deletedCoverLetter: 'Postulación de una cuenta eliminada.',
  offerWithdrawn: 'La institución eliminó su cuenta.',
  cardNotRemoved:
    'No pudimos quitar tu tarjeta guardada en Transbank, así que tu cuenta no se eliminó. Intenta de nuevo en unos minutos.',
} as const;
