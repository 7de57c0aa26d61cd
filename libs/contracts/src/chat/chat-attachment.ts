import { IsUUID } from 'class-validator';
import { CHAT_MSG } from './chat.dto';

/** The multipart field of POST /api/chats/:chatId/attachments that carries the photo or recording. */
export const CHAT_ATTACHMENT_FIELD = 'file';
/** Largest photo or voice recording a chat takes (a phone's 48-megapixel photo fits). */
export const MAX_CHAT_ATTACHMENT_BYTES = 15 * 1024 * 1024;
/** Longest voice note, in seconds. */
export const MAX_VOICE_NOTE_SECONDS = 180;

export type ChatAttachmentKind = 'photo' | 'voice';

export const CHAT_ATTACHMENT_MSG = {
  fileRequired: 'Elige una foto o graba un mensaje de voz para enviar.',
  fileInvalid: 'Solo se pueden enviar fotos (JPG, PNG o WebP) o mensajes de voz.',
  photoInvalid: 'No pudimos leer esa foto. Prueba con otra.',
  voiceInvalid: 'No pudimos leer la grabación. Intenta grabarla de nuevo.',
  voiceTooLong: `El mensaje de voz puede durar hasta ${MAX_VOICE_NOTE_SECONDS / 60} minutos.`,
  tooLarge: `El archivo es demasiado grande. El máximo es ${MAX_CHAT_ATTACHMENT_BYTES / 1024 / 1024} MB.`,
  tooMany: 'Enviaste muchas fotos y mensajes de voz seguidos. Espera unos minutos y vuelve a intentarlo.',
  sendFailed: 'No se pudo enviar. Revisa tu conexión e intenta de nuevo.',
} as const;

/** The form fields that travel with the file. */
export class SendChatAttachmentDto {
  /** Chosen by the client; a retried upload with the same id stores one message. */
  @IsUUID('4', { message: CHAT_MSG.sendFailed })
  clientMessageId!: string;
}
