import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MSG } from '../common/messages';

export { PRIVACY_MSG } from './privacy-messages';

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
