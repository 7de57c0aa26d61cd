/** Countries offered at registration, with their display names. */
export const COUNTRIES = {
  argentina: 'Argentina',
  bolivia: 'Bolivia',
  chile: 'Chile',
  colombia: 'Colombia',
  'costa-rica': 'Costa Rica',
  ecuador: 'Ecuador',
  'el-salvador': 'El Salvador',
  guatemala: 'Guatemala',
  honduras: 'Honduras',
  mexico: 'México',
  nicaragua: 'Nicaragua',
  panama: 'Panamá',
  paraguay: 'Paraguay',
  peru: 'Perú',
  'republica-dominicana': 'República Dominicana',
  uruguay: 'Uruguay',
  venezuela: 'Venezuela',
  espana: 'España',
  otro: 'Otro',
} as const;

export type CountryCode = keyof typeof COUNTRIES;
export const COUNTRY_CODES = Object.keys(COUNTRIES) as CountryCode[];

export const countryName = (code: string | null | undefined): string =>
  code && code in COUNTRIES ? COUNTRIES[code as CountryCode] : (code ?? '');
