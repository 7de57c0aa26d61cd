/** Spanish texts for skill videos and stories, written once for both sides. */
export const VIDEO_MSG = {
  /** An upload the server could not read as a form. */
  contentInvalid: 'El contenido enviado no es válido.',
  /** Toast title and description when the title is blank. */
  titleRequiredTitle: 'Título requerido',
  titleRequired: 'Por favor ingresa un título para tu video',
  titleTooLong: 'El título puede tener hasta 120 caracteres',
  descriptionTooLong: 'La descripción puede tener hasta 2000 caracteres',
  fileRequiredTitle: 'Archivo requerido',
  fileRequired: 'Por favor selecciona un archivo de video',
  skillRequired: 'Habilidad requerida',
  skillUnknown: 'Selecciona una habilidad de la lista',
  durationInvalid: 'La duración del video no es válida',
  storyTitleRequired: 'Por favor ingresa un título para tu historia',
  /** Mentor-only actions in learner mode; also the server's 403 message. */
  mentorOnly: 'Solo disponible en modo Quiero Enseñar',
  fileInvalid: 'Solo se permiten videos MP4, WebM o MOV',
  posterInvalid: 'La portada debe ser una imagen JPG, PNG o WebP',
  fileTooLarge: 'El video es demasiado grande. El máximo es 200 MB.',
  uploadCancelled: 'La subida se canceló antes de terminar',
  quotaExceeded: 'Ya usaste todo tu espacio para videos. Elimina alguno para subir otro.',
  tooManyUploads: 'Subiste muchos videos en la última hora. Espera un rato y vuelve a intentarlo.',
  videoNotFound: 'Video no encontrado',
  storyNotFound: 'Relato no encontrado',
  posterNotFound: 'Este video no tiene portada',
  deleteOwnOnly: 'Solo puedes eliminar tus propios videos',
  savedOwnOnly: 'Solo puedes ver y cambiar tus propios videos guardados',
  ownOnly: 'Solo puedes modificar tu propio perfil.',
  userNotFound: 'Usuario no encontrado',
  rangeNotSatisfiable: 'El rango solicitado no es válido',
  pageInvalid: 'La página solicitada no es válida',
  searchTooLong: 'La búsqueda puede tener hasta 100 caracteres',
  processing: 'Procesando tu video…',
  processingFailed: 'No pudimos procesar este video. Prueba grabarlo de nuevo o con otro teléfono.',
  unreadable: 'No pudimos leer este archivo de video. Puede estar dañado.',
  /** Resumable uploads (/api/uploads): the server's messages and the dialog's. */
  uploadNotFound: 'No encontramos esa subida. Vuelve a elegir el video.',
  uploadUnfinished: 'El video todavía no termina de subir.',
  uploadLengthRequired: 'Falta el tamaño del video.',
  uploadMetadataInvalid: 'Los datos del archivo no son válidos.',
  uploadProgress: (percent: number) => `Subiendo tu video… ${percent} %`,
  uploadPausedAt: (percent: number) => `Subida en pausa: ${percent} % enviado`,
  uploadPaused: 'Se cortó la conexión. Seguiremos desde donde quedó apenas vuelva.',
  uploadFailed: 'No pudimos subir el video. Revisa tu conexión y toca «Reintentar».',
  retry: 'Reintentar',
} as const;

/** Where resumable uploads (tus 1.0) are created and continued. */
export const TUS_UPLOADS_PATH = '/api/uploads';
/** Unfinished resumable uploads are removed after this. */
export const TUS_UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** Upload limits (docs/decisions/sessions-and-identity.md): the server enforces them, the client shows them. */
export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;
export const MAX_POSTER_BYTES = 5 * 1024 * 1024;
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export const POSTER_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const VIDEO_TITLE_MAX_LENGTH = 120;
export const VIDEO_DESCRIPTION_MAX_LENGTH = 2000;
/** Longest duration accepted, in seconds (a sanity bound, not a product rule). */
export const VIDEO_MAX_DURATION_SECONDS = 24 * 60 * 60;
/** Multipart field names of POST /api/skill-videos and POST /api/stories. */
export const VIDEO_FILE_FIELD = 'file';
export const POSTER_FILE_FIELD = 'poster';
