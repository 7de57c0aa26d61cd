import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import {
  CHAT_ATTACHMENT_FIELD,
  CHAT_ATTACHMENT_MSG,
  ErrorCode,
  MAX_CHAT_ATTACHMENT_BYTES,
} from '@conectando/contracts';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { Observable, catchError, concatMap, finalize, from, map, switchMap, throwError } from 'rxjs';
import { AppError } from '../../common/errors/app-error';
import { ChatAttachmentsService } from './chat-attachments.service';

/**
 * Admits the sender (participant, not blocked, hourly limit) before reading the body, then writes the
 * one file part straight to disk (never into memory) within the size limit, and removes the temp file
 * when the request ends, whatever happened.
 */
@Injectable()
export class ChatAttachmentInterceptor implements NestInterceptor {
  private readonly parse: ReturnType<multer.Multer['single']>;

  constructor(private readonly attachments: ChatAttachmentsService) {
    const storage = multer.diskStorage({
      destination: (_req, _file, cb) =>
        void mkdir(attachments.tempDir, { recursive: true }).then(
          () => cb(null, attachments.tempDir),
          (e: Error) => cb(e, ''),
        ),
      filename: (_req, _file, cb) => cb(null, `${randomUUID()}.chat-upload`),
    });
    this.parse = multer({
      storage,
      limits: { fileSize: MAX_CHAT_ATTACHMENT_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
    }).single(CHAT_ATTACHMENT_FIELD);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request<{ chatId: string }>>();
    const res = http.getResponse<Response>();
    const parsed = this.attachments
      .admit(req.user!, req.params.chatId)
      .then(
        () =>
          new Promise<void>((resolve, reject) =>
            this.parse(req, res, (err?: unknown) => (err ? reject(toUploadError(err)) : resolve())),
          ),
      );
    let cleaning: Promise<void> | undefined;
    const cleanUp = () => (cleaning ??= this.attachments.removeTemp(req.file?.path).catch(() => undefined));
    return from(parsed).pipe(
      switchMap(() => next.handle()),
      concatMap((result: unknown) => from(cleanUp()).pipe(map(() => result))),
      catchError((err: unknown) => from(cleanUp()).pipe(switchMap(() => throwError(() => err)))),
      finalize(() => void cleanUp()),
    );
  }
}

function toUploadError(err: unknown): Error {
  if (err instanceof Error && (err.message === 'Request aborted' || err.message === 'Request closed')) {
    return new AppError(ErrorCode.ValidationFailed, CHAT_ATTACHMENT_MSG.sendFailed);
  }
  if (!(err instanceof MulterError)) return err instanceof Error ? err : new Error(String(err));
  if (err.code === 'LIMIT_FILE_SIZE') return new AppError(ErrorCode.FileTooLarge, CHAT_ATTACHMENT_MSG.tooLarge);
  if (err.code === 'LIMIT_UNEXPECTED_FILE')
    return new AppError(ErrorCode.FileInvalid, CHAT_ATTACHMENT_MSG.fileRequired);
  return new AppError(ErrorCode.ValidationFailed, CHAT_ATTACHMENT_MSG.sendFailed);
}
