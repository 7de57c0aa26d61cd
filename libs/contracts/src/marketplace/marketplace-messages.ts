/** Spanish texts of the marketplace, written once for both sides. */
export const MARKET_MSG = {
  ownApplicationOnly: 'Solo puedes postular en tu propio nombre.',
  // Publish offer
  titleMin: 'El título debe tener al menos 10 caracteres',
  descriptionMin: 'La descripción debe tener al menos 50 caracteres',
  serviceTypeRequired: 'El tipo de servicio es requerido',
  modalityRequired: 'La modalidad es requerida',
  locationRequired: 'La ubicación es requerida',
  paymentMin: 'El pago debe ser mayor a 0',
  paymentInteger: 'El pago debe ser un número entero, sin decimales',
  durationInvalid: 'La duración debe ser un número de minutos mayor a 0',
  requirementsInvalid: 'Los requisitos deben ser texto',
  noTokensToPublish: 'No tienes tokens disponibles para publicar ofertas.',
  // Apply
  coverLetterMin: 'La carta de presentación debe tener al menos 50 caracteres',
  rateMin: 'La tarifa debe ser mayor a 0',
  rateInteger: 'La tarifa debe ser un número entero, sin decimales',
  noTokensTitle: 'Sin tokens',
  noTokensToApply:
    'No tienes tokens disponibles para postular. Adquiere tokens premium o espera la renovación mensual.',
  // The token summary could not be read: publishing and applying wait for it, and say why.
  tokensLoadFailedTitle: 'No pudimos cargar tus tokens',
  tokensLoadFailed: 'Sin ese dato no podemos saber si te quedan tokens. Revisa tu conexión y vuelve a intentarlo.',
  // /marketplace/apply/:id named an offer that is gone, closed, or already applied to.
  offerUnavailableTitle: 'Esta oferta ya no está disponible',
  offerUnavailable:
    'Puede que ya tenga un profesional adjudicado o que la institución la haya cerrado. Más abajo están las ofertas abiertas.',
  offerLoadFailed: 'No pudimos cargar esa oferta. Revisa tu conexión y vuelve a intentarlo.',
  offerRequired: 'Selecciona una oferta',
  alreadyApplied: 'Ya postulaste a esta oferta',
  offerNotOpen: 'Esta oferta ya no recibe postulaciones',
  // Reject offer
  reasonRequiredTitle: 'Motivo requerido',
  reasonRequired: 'Debes proporcionar un motivo para el rechazo',
  statusInvalid: 'El estado debe ser aprobada o rechazada',
  offerNotPending: 'Solo se pueden revisar ofertas pendientes',
  // Roles
  restrictedTitle: 'Acceso restringido',
  restricted: 'Esta sección está disponible solo para profesionales e instituciones validadas.',
  // A persona is told to register as a professional (or an institution) to use the marketplace.
  personaRegisterHint: 'Para usarla, crea una cuenta como profesional o como institución.',
  personaRegisterAction: 'Crear cuenta profesional o de institución',
  inReviewTitle: 'Cuenta en revisión',
  inReview: 'Tu cuenta está en proceso de validación. Te notificaremos cuando esté aprobada.',
  restrictedUnvalidatedTitle: 'Acceso Restringido',
  onlyInstitutions: 'Solo las instituciones validadas pueden publicar ofertas.',
  onlyProfessionals: 'Solo los profesionales validados pueden postular a ofertas.',
  notYourOffer: 'Esta oferta no pertenece a tu institución',
  offerNotFound: 'Oferta no encontrada',
  applicationNotFound: 'Postulación no encontrada',
  // Award and close
  alreadyAwarded: 'Esta oferta ya fue adjudicada',
  applicationNotSubmitted: 'Solo se pueden adjudicar postulaciones en revisión',
  offerNotApproved: 'Solo se pueden adjudicar postulaciones de ofertas aprobadas',
  offerClosed: 'Esta oferta ya está cerrada',
  onlyRejectedEditable: 'Solo se pueden editar y reenviar ofertas rechazadas',
  onlyApprovedClosable: 'Solo se pueden cerrar ofertas aprobadas y abiertas',
  noReason: 'No se proporcionó un motivo',
  // Success notices and error toasts
  offerCreatedTitle: '¡Oferta creada!',
  offerCreated: 'Tu oferta está en revisión. La validaremos en un máximo de 5 días hábiles.',
  offerCreateFailed: 'No se pudo crear la oferta',
  awardedTitle: '¡Trabajo adjudicado!',
  awarded: 'El profesional ha sido notificado y el trabajo ha comenzado.',
  awardFailed: 'No se pudo adjudicar el trabajo',
  appliedTitle: '¡Postulación enviada!',
  applied: 'La institución la revisará pronto.',
  applyFailed: 'No se pudo enviar la postulación',
  statusUpdated: 'Estado actualizado',
  statusUpdateFailed: 'No se pudo actualizar el estado',
  loadFailedTitle: 'Error al cargar datos',
  loadFailed: 'No pudimos cargar la información. Por favor, intenta de nuevo.',
  readByInstitution: 'Leída por la institución',
  awardAlertTitle: '¡Felicitaciones!',
} as const;

/** Application status labels. */
export const APPLICATION_STATUS_LABELS = {
  submitted: 'En Revisión',
  awarded: 'Adjudicado',
  rejected: 'Rechazada',
} as const;

/** Offer status labels for the admin and the institution. */
export const OFFER_STATUS_LABELS = {
  pending: 'Pendiente',
  approved: 'Aprobada',
  rejected: 'Rechazada',
} as const;

/** The spec's alternative list reading: an approved offer is 'Activa' until it closes ('Completada'). */
export const OFFER_LIST_STATUS_LABELS = {
  active: 'Activa',
  completed: 'Completada',
} as const;

/** An offer without a duration lasts 60 minutes. */
export const DEFAULT_OFFER_DURATION_MINUTES = 60;
export const OFFER_TITLE_MIN = 10;
export const OFFER_DESCRIPTION_MIN = 50;
export const COVER_LETTER_MIN = 50;
