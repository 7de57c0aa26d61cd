export type WisdomContext = 'skills' | 'stories' | 'profile' | 'chat' | 'general';

export interface WisdomQuote {
  id: number;
  quote: string;
  author: string;
  context: WisdomContext;
  age: number;
  profession: string;
}

/** The built-in list of twelve: skills 3, stories 3, profile 2, chat 2, general 2. */
export const WISDOM_QUOTES: readonly WisdomQuote[] = [
  {
    id: 1,
    context: 'skills',
    author: 'Rosa Martínez',
    age: 78,
    profession: 'Tejedora',
    quote: 'Lo que se aprende con las manos no se olvida nunca; las manos tienen memoria propia.',
  },
  {
    id: 2,
    context: 'skills',
    author: 'Hernán Soto',
    age: 82,
    profession: 'Carpintero',
    quote: 'Mide dos veces y corta una. La paciencia ahorra madera y disgustos.',
  },
  {
    id: 3,
    context: 'skills',
    author: 'Marta Reyes',
    age: 71,
    profession: 'Profesora de piano',
    quote: 'Nadie nace sabiendo: cada maestro fue primero un aprendiz que no se rindió.',
  },
  {
    id: 4,
    context: 'stories',
    author: 'Luis Fuentes',
    age: 85,
    profession: 'Marino mercante',
    quote: 'Las historias que contamos son los puentes por donde cruzan los recuerdos.',
  },
  {
    id: 5,
    context: 'stories',
    author: 'Carmen Vidal',
    age: 76,
    profession: 'Costurera',
    quote: 'Cada arruga guarda un cuento; compartirlo es la mejor manera de que no se pierda.',
  },
  {
    id: 6,
    context: 'stories',
    author: 'Jorge Araya',
    age: 80,
    profession: 'Campesino',
    quote: 'El que no conoce su historia camina sin raíces, como árbol en maceta.',
  },
  {
    id: 7,
    context: 'profile',
    author: 'Elena Castro',
    age: 74,
    profession: 'Enfermera',
    quote: 'Cuidarse a uno mismo también es una forma de cuidar a los demás.',
  },
  {
    id: 8,
    context: 'profile',
    author: 'Raúl Pizarro',
    age: 79,
    profession: 'Contador',
    quote: 'Nunca es tarde para empezar algo nuevo; lo tarde es no intentarlo.',
  },
  {
    id: 9,
    context: 'chat',
    author: 'Ana Morales',
    age: 73,
    profession: 'Telefonista',
    quote: 'Una buena conversación alarga la vida más que cualquier remedio.',
  },
  {
    id: 10,
    context: 'chat',
    author: 'Pedro Rojas',
    age: 84,
    profession: 'Cartero',
    quote: 'Escuchar con atención es el regalo más generoso que podemos dar.',
  },
  {
    id: 11,
    context: 'general',
    author: 'Teresa Muñoz',
    age: 77,
    profession: 'Cocinera',
    quote: 'Enseñar es aprender dos veces: una al escuchar y otra al explicar.',
  },
  {
    id: 12,
    context: 'general',
    author: 'Sergio Navarro',
    age: 81,
    profession: 'Relojero',
    quote: 'El tiempo compartido con los jóvenes es tiempo que se multiplica.',
  },
];

/** Quotes eligible for a screen: its own context plus 'general'. */
export const wisdomPool = (context: WisdomContext): WisdomQuote[] =>
  WISDOM_QUOTES.filter((q) => q.context === context || q.context === 'general');
