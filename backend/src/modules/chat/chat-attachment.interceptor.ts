import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import {
  CHAT_ATTACHMENT_FIELD,
  CHAT_ATTACHMENT_MSG,
  ErrorCode,
  MAX_CHAT_ATTACHMENT_BYTES,
} from '@conectando/contracts';
import type { Request } from 'express';
import { Observable } from 'rxjs';
import { AppError } from '../../common/errors/app-error';
import { IntakeRoute, MultipartIntake, uploadedFile } from '../../infra/uploads/multipart-intake';
import { ChatAttachmentsService } from './chat-attachments.service';

/** What the attachment route reads: the photo or recording the intake wrote to the temp folder. */
export const uploadedAttachmentOf = (req: Request) => uploadedFile(req, CHAT_ATTACHMENT_FIELD);

/**
 * A photo or voice note through the one multipart intake (infra/uploads): the sender admitted first
 * (participant, not blocked, hourly limit), one file part within the size limit.
 */
@Injectable()
export class ChatAttachmentInterceptor implements NestInterceptor {
  private readonly route: IntakeRoute<void>;

  constructor(
    private readonly intake: MultipartIntake,
    attachments: ChatAttachmentsService,
  ) {
    this.route = {
      fileFields: [CHAT_ATTACHMENT_FIELD],
      limits: { fields: 4, fieldSize: 1024, parts: 5 },
      admit: (req) => attachments.admit(req.user!, (req.params as { chatId: string }).chatId),
      maxFileBytes: () => MAX_CHAT_ATTACHMENT_BYTES,
      refuse: (reason) => {
        if (reason === 'too-large') return new AppError(ErrorCode.FileTooLarge, CHAT_ATTACHMENT_MSG.tooLarge);
        if (reason === 'unexpected-file') return new AppError(ErrorCode.FileInvalid, CHAT_ATTACHMENT_MSG.fileRequired);
        return new AppError(ErrorCode.ValidationFailed, CHAT_ATTACHMENT_MSG.sendFailed);
      },
    };
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return this.intake.take(context, next, this.route);
  }
}
