import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  ParseUUIDPipe,
  Post,
  Req,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { ShareStoryDto } from '@conectando/contracts';
import type { Request } from 'express';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { MentorModeGuard } from '../videos/mentor-mode.guard';
import { uploadedFilesOf, VideoUploadInterceptor } from '../videos/video-upload.interceptor';
import { StoriesService } from './stories.service';

@Controller()
export class StoriesController {
  constructor(private readonly stories: StoriesService) {}

  /** Anyone signed in: the community's stories, newest first. */
  @Get('stories')
  list(@CurrentUser() user: SessionUser) {
    return this.stories.list(user);
  }

  /** Mentor mode only: multipart with the video in `file` and an optional poster in `poster`. */
  @Post('stories')
  @UseGuards(MentorModeGuard)
  @UseInterceptors(VideoUploadInterceptor)
  share(@CurrentUser() user: SessionUser, @Body() dto: ShareStoryDto, @Req() req: Request) {
    return this.stories.share(user, dto, uploadedFilesOf(req));
  }

  /** Anyone signed in: likes as the current user. */
  @Post('stories/:videoId/like')
  like(@CurrentUser() user: SessionUser, @Param('videoId', ParseUUIDPipe) videoId: string) {
    return this.stories.like(user, videoId);
  }

  @Delete('stories/:videoId/like')
  unlike(@CurrentUser() user: SessionUser, @Param('videoId', ParseUUIDPipe) videoId: string) {
    return this.stories.unlike(user, videoId);
  }

  /** Anyone signed in: a user's stories ('Mis Relatos' on /profile). */
  @Get('users/:id/stories')
  ofUser(@CurrentUser() user: SessionUser, @Param('id', ParseUUIDPipe) id: string) {
    return this.stories.ofUser(user, id);
  }
}
