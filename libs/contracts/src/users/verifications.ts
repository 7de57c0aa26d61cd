import { IsNotEmpty, IsString, ValidateBy, type ValidationOptions } from 'class-validator';

/** What was checked before an account was validated, and what a badge says about it. */
export const VERIFICATION_MSG = {
  rutInvalid: 'El RUT no es válido',
  rnpiInvalid: 'El número de registro de prestador debe tener solo números (hasta 10)',
  checksInvalid: 'Elige revisiones de la lista',
  decisionInvalid: 'La decisión debe ser validated o declined',
  reasonRequired: 'Escribe el motivo (hasta 500 caracteres)',
  declinedTitle: 'Revisamos tu documentación y no pudimos validarla',
  documentRequired: 'Adjunta el certificado o documento (PDF, JPG o PNG)',
  notDeclined: 'Tu cuenta no espera un documento nuevo',
  resubmit: 'Enviar nuevo documento',
  resubmitted: 'Recibimos tu nuevo documento. Lo revisaremos dentro de 5 días hábiles.',
  superintendenciaLink: 'Buscar en el Registro de Prestadores (Superintendencia de Salud)',
} as const;

export const VERIFICATION_KINDS = ['rnpi', 'certificate', 'institution_document', 'rut'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

/** The checks as the admin's validation dialog names them. */
export const VERIFICATION_LABELS: Record<VerificationKind, string> = {
  rnpi: 'RNPI verificado',
  certificate: 'Certificado revisado',
  institution_document: 'Documento de la institución revisado',
  rut: 'RUT verificado',
};

export interface Verification {
  kind: VerificationKind;
  checkedAt: string;
}

/** The Superintendencia de Salud's public lookup of individual providers (RNPI), where a RUT is searched. */
export const RNPI_LOOKUP_URL = 'https://rnpi.superdesalud.gob.cl/';

/** '12.345.678-5', '12345678-5' or '123456785' → '12345678-5' (upper-case K); null when not shaped as a RUT. */
export function normalizeRut(value: string): string | null {
  const compact = value.replace(/[.\s]/g, '').toUpperCase();
  const match = /^(\d{1,8})-?([\dK])$/.exec(compact);
  return match ? `${Number(match[1])}-${match[2]}` : null;
}

/** The check digit of a RUT's body (módulo 11). */
export function rutCheckDigit(body: string): string {
  let sum = 0;
  let factor = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += Number(body[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const digit = 11 - (sum % 11);
  return digit === 11 ? '0' : digit === 10 ? 'K' : String(digit);
}

export function isValidRut(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const rut = normalizeRut(value);
  if (!rut) return false;
  const [body, digit] = rut.split('-');
  return Number(body) > 0 && rutCheckDigit(body) === digit;
}

/** A Chilean RUT, with or without dots, whose check digit matches. */
export const IsRut = (options?: ValidationOptions) =>
  ValidateBy({ name: 'isRut', validator: { validate: (v: unknown) => isValidRut(v) } }, options);

const dayText = (iso: string) => {
  const d = new Date(iso);
  const parts = new Intl.DateTimeFormat('es-CL', {
    timeZone: 'America/Santiago',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  }).formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${Number(get('day'))}-${Number(get('month'))}-${get('year')}`;
};

/** What a badge says about one check, instead of a bare tick. */
export function verificationText(v: Verification, rnpiNumber?: string | null): string {
  const on = dayText(v.checkedAt);
  switch (v.kind) {
    case 'rnpi':
      return `Verificado: inscrito en el Registro de Prestadores de la Superintendencia de Salud${rnpiNumber ? ` (N° ${rnpiNumber})` : ''}, revisado el ${on}`;
    case 'certificate':
      return `Verificado: certificado profesional revisado el ${on}`;
    case 'institution_document':
      return `Verificado: documento de la institución revisado el ${on}`;
    case 'rut':
      return `Verificado: RUT revisado el ${on}`;
  }
}

/** PUT /api/me/validation-document: a new certificate or institutional document after a decline. */
export class ResubmitDocumentDto {
  /** data URL of a PDF, JPG or PNG */
  @IsNotEmpty({ message: VERIFICATION_MSG.documentRequired })
  @IsString({ message: VERIFICATION_MSG.documentRequired })
  document!: string;
}
