import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { ErrorCode, MAX_POSTER_BYTES, POSTER_FILE_FIELD, VIDEO_FILE_FIELD, VIDEO_MSG } from '@conectando/contracts';
import type { Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import { Observable, catchError, concatMap, finalize, from, map, switchMap, throwError } from 'rxjs';
import { AppError } from '../../common/errors/app-error';
import { quotaExceeded } from '../../infra/storage-quota/storage-quota';
import { UploadAdmission, UploadQuota } from './upload-quota.service';
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
 * Admits the upload (hourly limit, free disk, quota) before reading its body, then parses the
 * multipart straight to disk (never into memory) within the size the quota leaves, and removes the
 * temp files and the reservation when the request ends, whatever happened: the service renames what
 * it keeps.
 */
@Injectable()
export class VideoUploadInterceptor implements NestInterceptor {
  private readonly storage: multer.StorageEngine;

  constructor(
    private readonly files: VideoFilesService,
    private readonly quota: UploadQuota,
  ) {
    this.storage = new TempFileStorage(() => files.tempDir);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    // JSON naming a finished resumable upload: its bytes were admitted when the upload was created.
    if (!req.is('multipart/form-data')) return next.handle();
    let admission: UploadAdmission | undefined;
    const declared = req.headers['content-length'] === undefined ? undefined : Number(req.headers['content-length']);
    const parsed = this.quota
      .admit(req.user!.id, Number.isFinite(declared) ? declared : undefined)
      .then((admitted) => {
        admission = admitted;
        return new Promise<void>((resolve, reject) =>
          this.parserFor(admitted.maxVideoBytes)(req, res, (err?: unknown) =>
            err ? reject(toUploadError(err, admitted)) : resolve(),
          ),
        );
      })
      .then(() => {
        const poster = uploadedFilesOf(req).poster;
        if (poster && poster.size > MAX_POSTER_BYTES)
          throw new AppError(ErrorCode.FileTooLarge, VIDEO_MSG.posterInvalid);
      });
    let cleaning: Promise<void> | undefined;
    const cleanUp = () =>
      (cleaning ??= (async () => {
        const { video, poster } = uploadedFilesOf(req);
        await this.files.removeTemp([video?.path, poster?.path].filter((p): p is string => !!p));
        await admission?.release();
      })().catch(() => undefined));
    return from(parsed).pipe(
      switchMap(() => next.handle()),
      // The temporary files are gone before the answer leaves: a refused upload leaves nothing behind.
      concatMap((result: unknown) => from(cleanUp()).pipe(map(() => result))),
      catchError((err: unknown) => from(cleanUp()).pipe(switchMap(() => throwError(() => err)))),
      // Unsubscribed midway (the client went away): cleaned up all the same.
      finalize(() => void cleanUp()),
    );
  }

  private parserFor(maxVideoBytes: number): RequestHandler {
    return multer({
      storage: this.storage,
      limits: { fileSize: maxVideoBytes, files: 2, fields: 10, fieldSize: 64 * 1024, parts: 12 },
    }).fields([
      { name: VIDEO_FILE_FIELD, maxCount: 1 },
      { name: POSTER_FILE_FIELD, maxCount: 1 },
    ]);
  }
}

function toUploadError(err: unknown, admission: UploadAdmission): Error {
  // The user pressed 'Cancelar' (or the line dropped): multer has removed the part already written.
  // A 400 nobody reads, not a 500 logged as a server error.
  if (err instanceof Error && (err.message === 'Request aborted' || err.message === 'Request closed')) {
    return new AppError(ErrorCode.ValidationFailed, VIDEO_MSG.uploadCancelled);
  }
  if (!(err instanceof MulterError)) return err instanceof Error ? err : new Error(String(err));
  if (err.code === 'LIMIT_FILE_SIZE')
    return admission.limitedByQuota ? quotaExceeded() : new AppError(ErrorCode.FileTooLarge, VIDEO_MSG.fileTooLarge);
  if (err.code === 'LIMIT_UNEXPECTED_FILE') return new AppError(ErrorCode.FileInvalid, VIDEO_MSG.fileRequired);
  return new AppError(ErrorCode.ValidationFailed, VIDEO_MSG.contentInvalid);
}

/**
 * multer's disk engine, minus its leak: when the request is cut halfway through a file (the line
 * dropped, the client went silent), the part written so far is removed and its file closed, where
 * multer's own engine forgets both (it knows the path only once the file is complete).
 */
class TempFileStorage implements multer.StorageEngine {
  // A function, not a path: the folder is created on each upload, as it may have been emptied since.
  constructor(private readonly dir: () => string) {}

  _handleFile(
    _req: Request,
    file: Express.Multer.File,
    cb: (error?: unknown, info?: Partial<Express.Multer.File>) => void,
  ) {
    const destination = this.dir();
    const filename = `${randomUUID()}.upload`;
    const path = join(destination, filename);
    let size = 0;
    void mkdir(destination, { recursive: true })
      .then(() => {
        const out = createWriteStream(path, { mode: 0o600 });
        out.once('finish', () => (size = out.bytesWritten));
        return pipeline(file.stream, out);
      })
      .then(
        () => cb(null, { destination, filename, path, size }),
        (err: unknown) =>
          void rm(path, { force: true }).then(
            () => cb(err),
            () => cb(err),
          ),
      );
  }

  _removeFile(_req: Request, file: Express.Multer.File, cb: (error: Error | null) => void) {
    void rm(file.path, { force: true }).then(
      () => cb(null),
      (err: Error) => cb(err),
    );
  }
}
