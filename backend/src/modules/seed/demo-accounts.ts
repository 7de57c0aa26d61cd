import { AccountType, STORY_SKILL_NAME, UserMode } from '@conectando/contracts';

export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccount {
  email: string;
  name: string;
  accountType: AccountType;
  mode: UserMode;
  isAdmin?: boolean;
  isValidated: boolean;
  region: string;
  bio?: string;
  /** The age shown on a mentor's stories. */
  birthDate?: string;
  /** 'Mis Habilidades'. */
  skills?: string[];
  specialty?: string;
  institution?: { name: string; email: string; legalRepresentative: string };
  /** Registered this many days ago, so the review queue has real deadlines. */
  registeredDaysAgo?: number;
}

/** The demonstration accounts listed in the README and on the login screen. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  // Three mentors, so /skills features more than one and each mentor sees the others (demo-videos.ts shares the videos out by subject).
  {
    email: 'mentor@demo.cl',
    name: 'Rosa Martínez',
    accountType: AccountType.Persona,
    mode: UserMode.Mentor,
    isValidated: true,
    region: 'Valparaíso',
    bio: 'Tejedora hace cincuenta años. Me encanta enseñar a tejer a palillo y crochet.',
    birthDate: '1952-03-08',
    skills: ['Tejido', 'Crochet', 'Huerto urbano', 'Respiración', STORY_SKILL_NAME],
  },
  {
    email: 'mentor.cocina@demo.cl',
    name: 'Eliana Pizarro',
    accountType: AccountType.Persona,
    mode: UserMode.Mentor,
    isValidated: true,
    region: 'Ñuble',
    bio: 'Cocinera de campo de San Carlos. Amaso pan y hago empanadas para toda la familia desde los quince años.',
    birthDate: '1949-11-21',
    skills: ['Pan amasado', 'Empanadas', STORY_SKILL_NAME],
  },
  {
    email: 'mentor.musica@demo.cl',
    name: 'Hernán Catalán',
    accountType: AccountType.Persona,
    mode: UserMode.Mentor,
    isValidated: true,
    region: 'Maule',
    bio: 'Profesor normalista jubilado de Talca. Toco guitarra en fondas y enseño a mis vecinos a usar el celular.',
    birthDate: '1947-06-14',
    skills: ['Guitarra', 'WhatsApp'],
  },
  {
    email: 'aprendiz@demo.cl',
    name: 'Tomás Fuentes',
    accountType: AccountType.Persona,
    mode: UserMode.Learner,
    isValidated: true,
    region: 'Santiago',
    bio: 'Estudiante de terapia ocupacional con ganas de aprender oficios.',
  },
  {
    email: 'admin@demo.cl',
    name: 'Administración',
    accountType: AccountType.Persona,
    mode: UserMode.Learner,
    isAdmin: true,
    isValidated: true,
    region: 'Santiago',
  },
  {
    email: 'profesional@demo.cl',
    name: 'Camila Rojas',
    accountType: AccountType.Profesional,
    mode: UserMode.Learner,
    isValidated: true,
    region: 'Santiago',
    specialty: 'Kinesiología geriátrica',
  },
  {
    email: 'institucion@demo.cl',
    name: 'Hogar Los Aromos',
    accountType: AccountType.Institucion,
    mode: UserMode.Learner,
    isValidated: true,
    region: 'Concepción',
    institution: { name: 'Hogar Los Aromos', email: 'contacto@losaromos.cl', legalRepresentative: 'Patricia Soto' },
  },
  {
    email: 'profesional.pendiente@demo.cl',
    name: 'Diego Herrera',
    accountType: AccountType.Profesional,
    mode: UserMode.Learner,
    isValidated: false,
    region: 'La Serena',
    specialty: 'Psicología del adulto mayor',
    registeredDaysAgo: 2,
  },
  {
    email: 'institucion.pendiente@demo.cl',
    name: 'Centro Día Sol de Otoño',
    accountType: AccountType.Institucion,
    mode: UserMode.Learner,
    isValidated: false,
    region: 'Temuco',
    institution: {
      name: 'Centro Día Sol de Otoño',
      email: 'direccion@soldeotono.cl',
      legalRepresentative: 'Jorge Araya',
    },
    registeredDaysAgo: 4,
  },
];
