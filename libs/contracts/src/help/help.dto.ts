import { IsEmail, IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateBy, isUUID } from 'class-validator';
import { HELP_CONTEXT_TYPES, HELP_MSG, HELP_TEXT_MAX, type HelpContext, type HelpContextType } from './help-messages';

const isHelpContext = (value: unknown): value is HelpContext => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  const { type, id } = value as Record<string, unknown>;
  return (
    keys.length === 2 && HELP_CONTEXT_TYPES.includes(type as HelpContextType) && typeof id === 'string' && isUUID(id)
  );
};

/** POST /api/help. */
export class CreateHelpRequestDto {
  // Bottom up: class-validator runs the last decorator first, so a missing text says so first.
  @MaxLength(HELP_TEXT_MAX, { message: HELP_MSG.textTooLong })
  @MinLength(1, { message: HELP_MSG.textRequired })
  @IsString({ message: HELP_MSG.textRequired })
  text!: string;

  @IsOptional()
  @ValidateBy({ name: 'isHelpContext', validator: { validate: isHelpContext } }, { message: HELP_MSG.contextInvalid })
  context?: HelpContext;
}

/** POST /api/help/public: people who cannot sign in. */
export class PublicHelpRequestDto {
  @IsEmail({}, { message: HELP_MSG.emailInvalid })
  @MaxLength(254, { message: HELP_MSG.emailInvalid })
  email!: string;

  // Bottom up: class-validator runs the last decorator first, so a missing text says so first.
  @MaxLength(HELP_TEXT_MAX, { message: HELP_MSG.textTooLong })
  @MinLength(1, { message: HELP_MSG.textRequired })
  @IsString({ message: HELP_MSG.textRequired })
  text!: string;
}

/** POST /api/admin/help/:id/replies. */
export class HelpReplyDto {
  // Bottom up: class-validator runs the last decorator first, so a missing text says so first.
  @MaxLength(HELP_TEXT_MAX, { message: HELP_MSG.textTooLong })
  @MinLength(1, { message: HELP_MSG.textRequired })
  @IsString({ message: HELP_MSG.textRequired })
  text!: string;
}

export const HELP_STATUSES = ['open', 'closed'] as const;
export type HelpStatus = (typeof HELP_STATUSES)[number];

/** PATCH /api/admin/help/:id. */
export class UpdateHelpStatusDto {
  @IsIn(HELP_STATUSES, { message: HELP_MSG.statusInvalid })
  status!: HelpStatus;
}

/** GET /api/admin/help?status=. */
export class HelpQueueQueryDto {
  @IsOptional()
  @IsIn(HELP_STATUSES, { message: HELP_MSG.statusInvalid })
  status?: HelpStatus;
}

export interface HelpReplyResponse {
  id: string;
  text: string;
  createdAt: string;
}

/** One of the person's conversations with the team. */
export interface HelpRequestResponse {
  id: string;
  text: string;
  context: HelpContext | null;
  status: HelpStatus;
  createdAt: string;
  replies: HelpReplyResponse[];
}

/** GET /api/help/reply-time: when a message written now will be answered. */
export interface HelpReplyTimeResponse {
  message: string;
}

/** What an admin sees in /admin/ayuda. */
export interface AdminHelpRequestResponse extends HelpRequestResponse {
  /** Who wrote: the account, or (public form) only the email they gave. */
  user: { id: string; name: string } | null;
  email: string;
}

/** Pushed to the person's devices (`help:reply`) when the team answers. */
export interface HelpReplyEvent {
  requestId: string;
  reply: HelpReplyResponse;
}
