import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import { ErrorCode, MAX_POSTER_BYTES, POSTER_FILE_FIELD, VIDEO_FILE_FIELD, VIDEO_MSG } from '@conectando/contracts';
import type { Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import { Observable, from, finalize, switchMap } from 'rxjs';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AppError } from '../../common/errors/app-error';
import { VideoFilesService } from './video-files.service';

export interface UploadedVideoFiles {
  video?: Express.Multer.File;
  poster?: Express.Multer.File;
}

/** What the upload routes read: the video and poster multer wrote to the temp folder. */
export const uploadedFilesOf = (req: Request): UploadedVideoFiles => {
  const files = (req.files ?? {}) as Record<string, Express.Multer.File[] | undefined>;
  return { video: files[VIDEO_FILE_FIELD]?.[0], poster: files[POSTER_FILE_FIELD]?.[0] };
};

/**
 * Parses a multipart upload straight to disk (never into memory) with the size limit, and removes
 * the temp files when the request ends, whatever happened: the service renames what it keeps.
 */
@Injectable()
export class VideoUploadInterceptor implements NestInterceptor {
  private readonly parse: RequestHandler;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly files: VideoFilesService,
  ) {
    this.parse = multer({
      storage: multer.diskStorage({
        // A function, not a path: multer creates a path only once, and the folder may be emptied since.
        destination: (_req, _file, cb) => mkdir(files.tempDir, { recursive: true }).then(() => cb(null, files.tempDir), (e: Error) => cb(e, '')),
        filename: (_req, _file, cb) => cb(null, `${randomUUID()}.upload`),
      }),
      limits: { fileSize: config.VIDEO_MAX_BYTES, files: 2, fields: 10, fieldSize: 64 * 1024, parts: 12 },
    }).fields([
      { name: VIDEO_FILE_FIELD, maxCount: 1 },
      { name: POSTER_FILE_FIELD, maxCount: 1 },
    ]);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const parsed = new Promise<void>((resolve, reject) =>
      this.parse(req, res, (err?: unknown) => (err ? reject(toUploadError(err)) : resolve())),
    ).then(() => {
      const poster = uploadedFilesOf(req).poster;
      if (poster && poster.size > MAX_POSTER_BYTES) throw new AppError(ErrorCode.FileTooLarge, VIDEO_MSG.posterInvalid);
    });
    return from(parsed).pipe(
      switchMap(() => next.handle()),
      finalize(() => {
        const { video, poster } = uploadedFilesOf(req);
        void this.files.removeTemp([video?.path, poster?.path].filter((p): p is string => !!p));
      }),
    );
  }
}

function toUploadError(err: unknown): unknown {
  // The user pressed 'Cancelar' (or the line dropped): multer has removed the part already written.
  // A 400 nobody reads, not a 500 logged as a server error.
  if (err instanceof Error && (err.message === 'Request aborted' || err.message === 'Request closed')) {
    return new AppError(ErrorCode.ValidationFailed, VIDEO_MSG.uploadCancelled);
  }
  if (!(err instanceof MulterError)) return err;
  if (err.code === 'LIMIT_FILE_SIZE') return new AppError(ErrorCode.FileTooLarge, VIDEO_MSG.fileTooLarge);
  if (err.code === 'LIMIT_UNEXPECTED_FILE') return new AppError(ErrorCode.FileInvalid, VIDEO_MSG.fileRequired);
  return new AppError(ErrorCode.ValidationFailed, 'El contenido enviado no es válido.');
}
