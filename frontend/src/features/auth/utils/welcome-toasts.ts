import { AccountType, REVIEW_BUSINESS_DAYS, type AuthUserResponse } from '@conectando/contracts';
import { TOAST_DURATION, notify } from '@/components/ui/toaster';

// Professionals and institutions browse as a person until an admin validates them.
export const isAwaitingValidation = (user: AuthUserResponse): boolean =>
  (user.accountType === AccountType.Profesional || user.accountType === AccountType.Institucion) && !user.isValidated;

export const showLoginWelcome = (user: AuthUserResponse) =>
  isAwaitingValidation(user)
    ? notify({
        title: `Te damos la bienvenida, ${user.name}`,
        description: 'Tu cuenta está en revisión. Podrás acceder a funciones completas una vez validada.',
        duration: TOAST_DURATION.default,
      })
    : notify({ title: `Hola ${user.name}` });

export const showRegisterWelcome = (user: AuthUserResponse) =>
  isAwaitingValidation(user)
    ? notify({
        title: '¡Registro exitoso!',
        description:
          user.accountType === AccountType.Profesional
            ? `Revisaremos tu certificado en un plazo máximo de ${REVIEW_BUSINESS_DAYS} días hábiles.`
            : `Revisaremos tu documentación en un plazo máximo de ${REVIEW_BUSINESS_DAYS} días hábiles.`,
        duration: TOAST_DURATION.registrationPending,
      })
    : notify({ title: `Te damos la bienvenida, ${user.name}` });
