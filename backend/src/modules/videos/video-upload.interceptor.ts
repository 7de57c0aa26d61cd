import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { ErrorCode, MAX_POSTER_BYTES, POSTER_FILE_FIELD, VIDEO_FILE_FIELD, VIDEO_MSG } from '@conectando/contracts';
import type { Request } from 'express';
import { Observable } from 'rxjs';
import { AppError } from '../../common/errors/app-error';
import { quotaExceeded } from '../../infra/storage-quota/storage-quota';
import { IntakeRoute, MultipartIntake, uploadedFile } from '../../infra/uploads/multipart-intake';
import { UploadAdmission, UploadQuota } from './upload-quota.service';

export interface UploadedVideoFiles {
  video?: Express.Multer.File;
  poster?: Express.Multer.File;
}

/** What the upload routes read: the video and poster the intake wrote to the temp folder. */
export const uploadedFilesOf = (req: Request): UploadedVideoFiles => ({
  video: uploadedFile(req, VIDEO_FILE_FIELD),
  poster: uploadedFile(req, POSTER_FILE_FIELD),
});

/**
 * A video and its poster through the one multipart intake (infra/uploads): admitted first (hourly
 * limit, free disk, quota), read within the size the quota leaves, the reservation released at the end.
 */
@Injectable()
export class VideoUploadInterceptor implements NestInterceptor {
  private readonly route: IntakeRoute<UploadAdmission>;

  constructor(
    private readonly intake: MultipartIntake,
    quota: UploadQuota,
  ) {
    this.route = {
      fileFields: [VIDEO_FILE_FIELD, POSTER_FILE_FIELD],
      limits: { fields: 10, fieldSize: 64 * 1024, parts: 12 },
      admit: (req) => {
        const declared =
          req.headers['content-length'] === undefined ? undefined : Number(req.headers['content-length']);
        return quota.admit(req.user!.id, Number.isFinite(declared) ? declared : undefined);
      },
      maxFileBytes: (admitted) => admitted.maxVideoBytes,
      refuse: (reason, admitted) => {
        if (reason === 'aborted') return new AppError(ErrorCode.ValidationFailed, VIDEO_MSG.uploadCancelled);
        if (reason === 'too-large')
          return admitted.limitedByQuota
            ? quotaExceeded()
            : new AppError(ErrorCode.FileTooLarge, VIDEO_MSG.fileTooLarge);
        if (reason === 'unexpected-file') return new AppError(ErrorCode.FileInvalid, VIDEO_MSG.fileRequired);
        return new AppError(ErrorCode.ValidationFailed, VIDEO_MSG.contentInvalid);
      },
      check: (req) => {
        const poster = uploadedFilesOf(req).poster;
        if (poster && poster.size > MAX_POSTER_BYTES)
          throw new AppError(ErrorCode.FileTooLarge, VIDEO_MSG.posterInvalid);
      },
      release: (admitted) => admitted.release(),
    };
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    // JSON naming a finished resumable upload: its bytes were admitted when the upload was created.
    if (!context.switchToHttp().getRequest<Request>().is('multipart/form-data')) return next.handle();
    return this.intake.take(context, next, this.route);
  }
}
