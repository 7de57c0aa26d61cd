import { MAX_INT4, MAX_PAGE_LIMIT, RANGE_MSG } from '../common/ranges';
import { IsIntLike } from '../videos/video-validators';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  Validate,
  ValidatorConstraint,
  ValidatorConstraintInterface,
} from 'class-validator';

export const CHAT_MESSAGE_MAX_LENGTH = 4000;

export const CHAT_MSG = {
  emptyMessage: 'El mensaje no puede estar vacío',
  tooLong: `El mensaje puede tener hasta ${CHAT_MESSAGE_MAX_LENGTH} caracteres`,
  notParticipant: 'No participas en esta conversación',
  chatNotFound: 'Conversación no encontrada',
  participants: 'Indica con quién quieres conversar',
  selfChat: 'No puedes iniciar una conversación contigo mismo',
  userNotFound: 'Usuario no encontrado',
  sendFailed: 'No se pudo enviar el mensaje. Intenta de nuevo.',
  ownChatsOnly: 'Solo puedes ver tus propias conversaciones.',
} as const;

@ValidatorConstraint({ name: 'notBlank' })
class NotBlank implements ValidatorConstraintInterface {
  validate(value: unknown) {
    return typeof value === 'string' && value.trim().length > 0;
  }
}

/** A message sent over the socket (`chat:send`) or POST /api/messages. */
export class SendMessageDto {
  @IsUUID('4', { message: CHAT_MSG.chatNotFound })
  chatId!: string;

  /** Chosen by the client; a retried send with the same id stores nothing twice. */
  @IsUUID('4', { message: CHAT_MSG.sendFailed })
  clientMessageId!: string;

  @MaxLength(CHAT_MESSAGE_MAX_LENGTH, { message: CHAT_MSG.tooLong })
  @Validate(NotBlank, { message: CHAT_MSG.emptyMessage })
  @IsString({ message: CHAT_MSG.emptyMessage })
  content!: string;
}

/** POST /api/chats: the spec sends [current user, other user]. */
export class CreateChatDto {
  @IsUUID('4', { each: true, message: CHAT_MSG.userNotFound })
  @ArrayMaxSize(2, { message: CHAT_MSG.participants })
  @ArrayMinSize(1, { message: CHAT_MSG.participants })
  @IsArray({ message: CHAT_MSG.participants })
  participantIds!: string[];
}

/** GET /api/chats/:chatId/messages?after=&before=&limit= (query strings: digits). */
export class MessagesQueryDto {
  @IsOptional()
  @IsIntLike(0, MAX_INT4, { message: RANGE_MSG.cursorInvalid })
  after?: number | string;

  @IsOptional()
  @IsIntLike(0, MAX_INT4, { message: RANGE_MSG.cursorInvalid })
  before?: number | string;

  @IsOptional()
  @IsIntLike(1, MAX_PAGE_LIMIT, { message: RANGE_MSG.limitInvalid })
  limit?: number | string;
}

export interface MessagesQuery {
  after?: number;
  before?: number;
  limit?: number;
}

export class MarkChatReadDto {
  @IsUUID('4', { message: CHAT_MSG.chatNotFound })
  chatId!: string;

  @Max(MAX_INT4, { message: RANGE_MSG.seqInvalid })
  @Min(0, { message: RANGE_MSG.seqInvalid })
  @IsInt({ message: RANGE_MSG.seqInvalid })
  seq!: number;
}

export class TypingDto {
  @IsUUID('4', { message: CHAT_MSG.chatNotFound })
  chatId!: string;

  @IsOptional()
  @IsBoolean()
  isTyping?: boolean;
}
