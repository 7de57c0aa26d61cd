export interface SkillCategory {
  id: string;
  name: string;
  skills: readonly string[];
}

/** The story videos are skill videos under this skill name. */
export const STORY_SKILL_NAME = 'Historia Personal';

/** The fixed catalogue of eight categories. */
export const SKILL_CATEGORIES: readonly SkillCategory[] = [
  {
    id: 'manualidades-y-artes',
    name: 'Manualidades y Artes',
    skills: [
      'Tejido',
      'Crochet',
      'Bordado',
      'Cerámica',
      'Pintura',
      'Acuarela',
      'Costura',
      'Telar',
      'Origami',
      'Carpintería artesanal',
      'Joyería',
    ],
  },
  {
    id: 'cocina-y-tradiciones',
    name: 'Cocina y Tradiciones',
    skills: [
      'Cocina chilena',
      'Repostería',
      'Pan amasado',
      'Empanadas',
      'Conservas',
      'Mermeladas',
      'Recetas de la abuela',
      'Cocina saludable',
      'Fiestas Patrias',
      'Cocina regional',
    ],
  },
  {
    id: 'sabiduria-y-ensenanza',
    name: 'Sabiduría y Enseñanza',
    skills: [
      STORY_SKILL_NAME,
      'Historia oral',
      'Consejos de vida',
      'Narración de cuentos',
      'Refranes y dichos',
      'Historia local',
      'Tradiciones familiares',
      'Lectura en voz alta',
      'Escritura de memorias',
      'Idiomas',
    ],
  },
  {
    id: 'jardineria-y-naturaleza',
    name: 'Jardinería y Naturaleza',
    skills: [
      'Huerto urbano',
      'Plantas medicinales',
      'Compostaje',
      'Bonsái',
      'Cultivo de flores',
      'Árboles frutales',
      'Hierbas aromáticas',
      'Observación de aves',
      'Semillas',
      'Riego eficiente',
    ],
  },
  {
    id: 'musica-y-expresion',
    name: 'Música y Expresión',
    skills: [
      'Piano',
      'Guitarra',
      'Canto',
      'Cueca',
      'Folclor',
      'Acordeón',
      'Baile',
      'Teatro',
      'Poesía',
      'Armónica',
      'Coro',
    ],
  },
  {
    id: 'tecnologia-y-comunicacion',
    name: 'Tecnología y Comunicación',
    skills: [
      'Uso del celular',
      'WhatsApp',
      'Videollamadas',
      'Correo electrónico',
      'Redes sociales',
      'Fotografía digital',
      'Seguridad en internet',
      'Trámites en línea',
      'Computación básica',
      'Radioafición',
    ],
  },
  {
    id: 'oficios-practicos',
    name: 'Oficios Prácticos',
    skills: [
      'Reparaciones del hogar',
      'Gasfitería',
      'Electricidad básica',
      'Mecánica',
      'Zapatería',
      'Tapicería',
      'Relojería',
      'Encuadernación',
      'Sastrería',
      'Soldadura',
      'Albañilería',
    ],
  },
  {
    id: 'desarrollo-personal-y-bienestar',
    name: 'Desarrollo Personal y Bienestar',
    skills: [
      'Yoga',
      'Meditación',
      'Tai chi',
      'Ejercicios de memoria',
      'Gimnasia suave',
      'Respiración',
      'Alimentación consciente',
      'Autocuidado',
      'Caminatas',
      'Risoterapia',
    ],
  },
];

export const ALL_SKILLS: readonly string[] = SKILL_CATEGORIES.flatMap((c) => c.skills);

export const categoryOfSkill = (skillName: string): SkillCategory | undefined =>
  SKILL_CATEGORIES.find((c) => c.skills.includes(skillName));
