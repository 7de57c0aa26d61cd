import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { CallHandler, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { Observable, catchError, concatMap, finalize, from, map, switchMap, throwError } from 'rxjs';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { TempFileStorage } from './temp-file-storage';

/** Why a body was not taken: each route answers it in its own Spanish words. */
export type UploadRefusal = 'aborted' | 'too-large' | 'unexpected-file' | 'malformed';

/** One upload route's rules: who may send, how much, and how a refusal reads. */
export interface IntakeRoute<A> {
  /** The multipart fields that carry a file, one file each. */
  fileFields: readonly string[];
  limits: { fields: number; fieldSize: number; parts: number };
  /** Decided before a byte of the body is read (who, how often, how much room is left). */
  admit(req: Request): Promise<A>;
  maxFileBytes(admitted: A): number;
  refuse(reason: UploadRefusal, admitted: A): Error;
  /** Checked once the whole body is on disk. */
  check?(req: Request, admitted: A): void;
  /** Gives back what admit reserved, when the request has ended. */
  release?(admitted: A): Promise<void>;
}

/** The uploads' temp folder: on the same disk as the kept files, so keeping one is a rename. */
export const uploadTempDir = (config: Pick<AppConfig, 'STORAGE_DIR'>): string => join(config.STORAGE_DIR, 'tmp');

/** The file the intake wrote for a field, if the request carried one. */
export const uploadedFile = (req: Request, field: string): Express.Multer.File | undefined =>
  ((req.files ?? {}) as Record<string, Express.Multer.File[] | undefined>)[field]?.[0];

/**
 * The one way a file comes in: admits the request before reading its body, streams each file part
 * straight to the temp folder (never into memory) within the route's limits, and removes the temp
 * files when the request ends, whatever happened (answered, refused, or cut off midway).
 */
@Injectable()
export class MultipartIntake {
  private readonly storage: multer.StorageEngine;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.storage = new TempFileStorage(() => this.tempDir);
  }

  get tempDir(): string {
    return uploadTempDir(this.config);
  }

  take<A>(context: ExecutionContext, next: CallHandler, route: IntakeRoute<A>): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    let admission: { admitted: A } | undefined;
    const parsed = route.admit(req).then(async (admitted) => {
      admission = { admitted };
      const parse = multer({
        storage: this.storage,
        limits: { ...route.limits, fileSize: route.maxFileBytes(admitted), files: route.fileFields.length },
      }).fields(route.fileFields.map((name) => ({ name, maxCount: 1 })));
      await new Promise<void>((resolve, reject) =>
        parse(req, res, (err?: unknown) => (err ? reject(refusalOf(err, route, admitted)) : resolve())),
      );
      route.check?.(req, admitted);
    });
    let cleaning: Promise<void> | undefined;
    const cleanUp = () =>
      (cleaning ??= (async () => {
        const paths = route.fileFields.flatMap((field) => uploadedFile(req, field)?.path ?? []);
        await Promise.all(paths.map((path) => rm(path, { force: true })));
        if (admission) await route.release?.(admission.admitted);
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
}

function refusalOf<A>(err: unknown, route: IntakeRoute<A>, admitted: A): Error {
  // The user pressed 'Cancelar' (or the line dropped): the storage has removed the part already
  // written. A 400 nobody reads, not a 500 logged as a server error.
  if (err instanceof Error && (err.message === 'Request aborted' || err.message === 'Request closed')) {
    return route.refuse('aborted', admitted);
  }
  if (!(err instanceof MulterError)) return err instanceof Error ? err : new Error(String(err));
  if (err.code === 'LIMIT_FILE_SIZE') return route.refuse('too-large', admitted);
  if (err.code === 'LIMIT_UNEXPECTED_FILE') return route.refuse('unexpected-file', admitted);
  return route.refuse('malformed', admitted);
}
