import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { ErrorCode, UserMode, VIDEO_MSG } from '@conectando/contracts';
import type { Request } from 'express';
import { AppError } from '../../common/errors/app-error';

/**
 * Uploading and deleting videos and stories is for mentor mode. As a guard it runs before
 * the upload is parsed, so a learner's file is never written anywhere.
 */
@Injectable()
export class MentorModeGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<Request>().user;
    if (user?.mode !== UserMode.Mentor) throw new AppError(ErrorCode.Forbidden, VIDEO_MSG.mentorOnly);
    return true;
  }
}
