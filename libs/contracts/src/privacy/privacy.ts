import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MSG } from '../common/messages';

/** What the data-rights routes answer, in plain Spanish. */
export const PRIVACY_MSG = {
  exportTooSoon:
    'Ya descargaste tus datos hace poco. Puedes volver a descargarlos una vez por hora; inténtalo más tarde.',
  wrongPassword: 'La contraseña no es correcta. Tu cuenta no se eliminó.',
  lastAdmin: 'Eres el último administrador: nombra a otro antes de eliminar tu cuenta.',
  deletedMessage: 'Mensaje eliminado',
  deletedName: 'Cuenta eliminada',
  deletedCoverLetter: 'Postulación de una cuenta eliminada.',
  offerWithdrawn: 'La institución eliminó su cuenta.',
  cardNotRemoved:
    'No pudimos quitar tu tarjeta guardada en Transbank, así que tu cuenta no se eliminó. Intenta de nuevo en unos minutos.',
} as const;

/** One download per person per hour. */
export const EXPORT_INTERVAL_SECONDS = 3600;

/** 'Eliminar mi cuenta': the current password confirms it is the person. */
export class DeleteAccountDto {
  @MaxLength(200, { message: MSG.passwordTooLong })
  @IsNotEmpty({ message: MSG.passwordRequired })
  @IsString({ message: MSG.passwordRequired })
  password!: string;
}

/** The downloaded file: one part per kind of data, each written by the part of the app that holds it. */
export interface PersonalDataExport {
  format: 'conectando-generaciones/datos-personales';
  version: 1;
  exportedAt: string;
  userId: string;
  parts: Record<string, unknown>;
}
