import { Controller, Delete, Head, Param, ParseUUIDPipe, Patch, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CurrentUser, SessionUser } from '../../../common/decorators/current-user.decorator';
import { MentorModeGuard } from '../mentor-mode.guard';
import { ResumableUploadsService } from './resumable-uploads.service';

/**
 * tus 1.0 (creation, core, termination, expiration) at /api/uploads for video files: the answers are
 * tus's own, written by @tus/server; refusals before tus (size, quota, owner) are the app's JSON errors.
 */
@Controller('uploads')
@UseGuards(MentorModeGuard)
export class ResumableUploadsController {
  constructor(private readonly uploads: ResumableUploadsService) {}

  /** Mentor mode only: creates an upload of Upload-Length bytes (413 over the video limit or the quota). */
  @Post()
  create(@CurrentUser() user: SessionUser, @Req() req: Request, @Res() res: Response) {
    return this.uploads.create(user.id, req, res);
  }

  /** The owner only: how many bytes the server has (Upload-Offset). */
  @Head(':id')
  offset(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    return this.uploads.continue(user.id, id, req, res);
  }

  /** The owner only: more bytes from Upload-Offset. */
  @Patch(':id')
  append(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    return this.uploads.continue(user.id, id, req, res);
  }

  /** The owner only: gives up the upload; its bytes and its room in the quota are given back. */
  @Delete(':id')
  cancel(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    return this.uploads.continue(user.id, id, req, res);
  }
}
