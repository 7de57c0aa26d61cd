/** Spanish texts about accounts and profiles, written once for both sides. */
export const USER_MSG = {
  notFound: 'Usuario no encontrado',
  ownProfileOnly: 'Solo puedes modificar tu propio perfil.',
  ownStatsOnly: 'Solo puedes ver tus propias estadísticas.',
  validationNotNeeded: 'Solo las cuentas de profesionales e instituciones requieren validación.',
  alreadyValidated: 'Esta cuenta ya está validada.',
} as const;
