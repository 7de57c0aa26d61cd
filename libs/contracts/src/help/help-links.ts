/** The words of the 'Pedir ayuda' links, apart from the rest: the sign-in screen carries only these. */
export const HELP_ASK = 'Pedir ayuda';
export const HELP_PUBLIC_LINK = '¿No puedes ingresar? Pide ayuda aquí';
