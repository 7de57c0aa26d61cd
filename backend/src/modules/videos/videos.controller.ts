import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { SkillVideosQuery, UploadSkillVideoDto, VIDEO_MSG } from '@conectando/contracts';
import type { Request, Response } from 'express';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { sendMedia } from '../../common/http/media-response';
import { MentorModeGuard } from './mentor-mode.guard';
import { uploadedFilesOf, VideoUploadInterceptor } from './video-upload.interceptor';
import { VideosService } from './videos.service';

@Controller()
export class VideosController {
  constructor(private readonly videos: VideosService) {}

  /** Anyone signed in: paged, filtered by category, skill and search text. */
  @Get('skill-videos')
  list(@CurrentUser() user: SessionUser, @Query() query: SkillVideosQuery) {
    return this.videos.list(user, query);
  }

  /**
   * Mentor mode only: multipart with the video in `file` and an optional poster in `poster`. 202: the
   * video is 'processing' until its playable MP4 is made (`video:status` tells the owner's devices).
   */
  @Post('skill-videos')
  @HttpCode(202)
  @UseGuards(MentorModeGuard)
  @UseInterceptors(VideoUploadInterceptor)
  upload(@CurrentUser() user: SessionUser, @Body() dto: UploadSkillVideoDto, @Req() req: Request) {
    return this.videos.upload(user, dto, uploadedFilesOf(req));
  }

  /** Anyone signed in: the video's bytes, with HTTP Range support. */
  @Get('skill-videos/:id/file')
  async file(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Headers('range') range: string | undefined,
    @Res() res: Response,
  ) {
    const opened = await this.videos.openVideo(user, id, range);
    if ('unsatisfiable' in opened) {
      res
        .status(416)
        .set('Content-Range', `bytes */${opened.size}`)
        .json({ statusCode: 416, code: 'RANGE_NOT_SATISFIABLE', message: VIDEO_MSG.rangeNotSatisfiable });
      return;
    }
    sendMedia(res, opened.video.videoMimeType, opened.slice, opened.partial);
  }

  /** Anyone signed in: the poster image taken in the uploader's browser. */
  @Get('skill-videos/:id/poster')
  async poster(@CurrentUser() user: SessionUser, @Param('id', ParseUUIDPipe) id: string, @Res() res: Response) {
    const { mimeType, slice } = await this.videos.openPoster(user, id);
    sendMedia(res, mimeType, slice, false);
  }

  /** The owner only, in mentor mode; removes the files too. */
  @Delete('skill-videos/:id')
  @HttpCode(204)
  @UseGuards(MentorModeGuard)
  async remove(@CurrentUser() user: SessionUser, @Param('id', ParseUUIDPipe) id: string) {
    await this.videos.remove(user, id);
  }

  /** Anyone signed in: records that the viewer watched the video (once). */
  @Post('skill-videos/:id/watched')
  watched(@CurrentUser() user: SessionUser, @Param('id', ParseUUIDPipe) id: string) {
    return this.videos.markWatched(user, id);
  }

  /** Anyone signed in: every video of one skill (the spec reads stories as /skills/Historia Personal/videos). */
  @Get('skills/:skillName/videos')
  bySkill(@CurrentUser() user: SessionUser, @Param('skillName') skillName: string) {
    return this.videos.bySkill(user, skillName);
  }

  /** Anyone signed in: a user's skill videos (not stories), for /profile and /mentor/:id. */
  @Get('users/:id/skill-videos')
  ofUser(@CurrentUser() user: SessionUser, @Param('id', ParseUUIDPipe) id: string) {
    return this.videos.ofUserResponses(user, id, false);
  }
}
