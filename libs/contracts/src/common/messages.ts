/** Spanish texts, written once for both sides. */
export const MSG = {
  registrationsPerAddress:
    'Desde esta conexión se crearon demasiadas cuentas en la última hora. Vuelve a intentarlo más tarde.',
  emailInvalid: 'Email inválido',
  passwordRequired: 'La contraseña es requerida',
  nameRequired: 'El nombre es requerido',
  nameTooLong: 'El nombre puede tener hasta 120 caracteres',
  passwordTooLong: 'La contraseña puede tener hasta 200 caracteres',
  passwordMin: 'La contraseña debe tener al menos 6 caracteres',
  passwordTooCommon: 'Esa contraseña es demasiado común. Elige una más difícil de adivinar.',
  confirmRequired: 'Confirma tu contraseña',
  passwordsMismatch: 'Las contraseñas no coinciden',
  countryRequired: 'El país es requerido',
  regionRequired: 'La región o ciudad es requerida',
  regionTooLong: 'La región o ciudad puede tener hasta 200 caracteres',
  userTypeRequired: 'Debes seleccionar tu tipo de usuario',
  acceptTerms: 'Debes aceptar los términos y condiciones',
  acceptPrivacy: 'Debes aceptar la política de privacidad',
  // Shown under the field itself, so it needs no name.
  fieldTooLong: 'Este campo puede tener hasta 200 caracteres',
  professionalRequired: 'La especialidad y el certificado son requeridos para profesionales',
  institutionRequired: 'Todos los campos de institución son requeridos',
  fileInvalidTitle: 'Archivo no válido',
  fileInvalid: 'Solo se permiten archivos PDF, JPG o PNG',
  photoInvalid: 'La foto de perfil debe ser una imagen JPG o PNG',
  fileTooLarge: 'El archivo es demasiado grande. El máximo es 5 MB.',
  birthDateInvalid: 'La fecha de nacimiento no es válida',
  genderInvalid: 'Selecciona un género de la lista',
  countryInvalid: 'Selecciona un país de la lista',
} as const;

/** Who may see or do what: the answers of the guards and of the ownership checks. */
export const ACCESS_MSG = {
  adminOnly: 'Esta sección es solo para administradores.',
  sessionMismatch: 'La sesión no corresponde a este usuario. Inicia sesión de nuevo.',
} as const;

/** Stored files (documents, chat attachments). */
export const FILE_MSG = {
  notFound: 'Archivo no encontrado.',
  ownerOnly: 'Solo el dueño del documento y los administradores pueden verlo.',
} as const;

/** Error codes the server sends in `{ statusCode, code, message }`. */
export enum ErrorCode {
  ValidationFailed = 'VALIDATION_FAILED',
  Unauthenticated = 'UNAUTHENTICATED',
  Forbidden = 'FORBIDDEN',
  NotFound = 'NOT_FOUND',
  InvalidCredentials = 'INVALID_CREDENTIALS',
  EmailTaken = 'EMAIL_TAKEN',
  TooManyRequests = 'TOO_MANY_REQUESTS',
  FileInvalid = 'FILE_INVALID',
  FileTooLarge = 'FILE_TOO_LARGE',
  Maintenance = 'MAINTENANCE',
  CrossSite = 'CROSS_SITE',
  /** Not enough tokens to publish or apply (402). */
  NoTokens = 'NO_TOKENS',
  /** The change lost a race or repeats one already made (409). */
  Conflict = 'CONFLICT',
  /** The server's disk is too full to accept an upload (507). */
  InsufficientStorage = 'INSUFFICIENT_STORAGE',
  /** A payment provider did not answer (502). */
  PaymentUnavailable = 'PAYMENT_UNAVAILABLE',
  /** The bank refused a charge (402). */
  PaymentRejected = 'PAYMENT_REJECTED',
  /** A route that no longer does what it did (410). */
  Gone = 'GONE',
  /** The request's headers or body came too slowly and it was cut (408). */
  RequestTimeout = 'REQUEST_TIMEOUT',
  Internal = 'INTERNAL',
}

export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  [ErrorCode.ValidationFailed]: 'Revisa los datos ingresados.',
  [ErrorCode.Unauthenticated]: 'Debes iniciar sesión para continuar.',
  [ErrorCode.Forbidden]: 'No tienes permiso para realizar esta acción.',
  [ErrorCode.NotFound]: 'No encontramos lo que buscas.',
  [ErrorCode.InvalidCredentials]: 'Email o contraseña incorrectos.',
  [ErrorCode.EmailTaken]: 'Ya existe una cuenta con este email.',
  [ErrorCode.TooManyRequests]: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  [ErrorCode.FileInvalid]: MSG.fileInvalid,
  [ErrorCode.FileTooLarge]: MSG.fileTooLarge,
  [ErrorCode.Maintenance]: 'La plataforma está en mantenimiento. Vuelve a intentarlo más tarde.',
  [ErrorCode.CrossSite]: 'Solicitud rechazada por seguridad.',
  [ErrorCode.NoTokens]: 'No tienes tokens disponibles.',
  [ErrorCode.Conflict]: 'Esta acción ya no es posible: los datos cambiaron. Actualiza e intenta de nuevo.',
  [ErrorCode.InsufficientStorage]: 'El servidor no tiene espacio para recibir archivos ahora. Intenta más tarde.',
  [ErrorCode.PaymentUnavailable]: 'No pudimos conectar con Webpay. Intenta de nuevo en unos minutos.',
  [ErrorCode.PaymentRejected]: 'El banco rechazó el cobro. Revisa tu tarjeta e intenta de nuevo.',
  [ErrorCode.Gone]: 'Esta acción ya no está disponible.',
  [ErrorCode.RequestTimeout]: 'La conexión está muy lenta y no alcanzamos a recibir tus datos. Intenta de nuevo.',
  [ErrorCode.Internal]: 'Ocurrió un error inesperado. Intenta de nuevo.',
};

/** The body of every error response. */
export interface ErrorBody {
  statusCode: number;
  code: ErrorCode | string;
  message: string;
}
