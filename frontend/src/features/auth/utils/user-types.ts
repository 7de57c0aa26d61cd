import { UserType } from '@conectando/contracts';

// The three entry cards of the landing screen, also offered on the registration form.
export const USER_TYPE_OPTIONS: readonly { value: UserType; title: string; description: string }[] = [
  {
    value: UserType.Professional,
    title: 'Profesional',
    description: 'Soy un profesional que quiere ofrecer mis conocimientos',
  },
  {
    value: UserType.Person,
    title: 'Persona',
    description: 'Soy una persona que quiere aprender, compartir o conectarse con otros',
  },
  {
    value: UserType.Institution,
    title: 'Institución',
    description: 'Represento a una institución o centro y quiero buscar profesionales o colaborar',
  },
];

// Heading and description of the login screen for each entry card.
export const LOGIN_TEXTS: Record<UserType | 'default', { title: string; description: string }> = {
  [UserType.Professional]: {
    title: 'Ingreso Profesional',
    description: 'Ingresa para ofrecer tus conocimientos y postular a ofertas de instituciones.',
  },
  [UserType.Person]: {
    title: 'Ingreso Persona',
    description: 'Ingresa para aprender, compartir tus habilidades y conversar con otras personas.',
  },
  [UserType.Institution]: {
    title: 'Ingreso Institución',
    description: 'Ingresa para publicar ofertas y encontrar profesionales para tu institución o centro.',
  },
  default: {
    title: 'Iniciar Sesión',
    description: 'Ingresa con tu email y tu contraseña.',
  },
};
