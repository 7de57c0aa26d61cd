import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Put, Req, Res } from '@nestjs/common';
import { VideoProgressDto } from '@conectando/contracts';
import type { Request, Response } from 'express';
import { CurrentUser, SessionUser } from '../../../common/decorators/current-user.decorator';
import { PlayerService } from './player.service';

@Controller()
export class PlayerController {
  constructor(private readonly player: PlayerService) {}

  /** Anyone signed in who may see the video: one video, with `resumeAt` for the caller. */
  @Get('skill-videos/:id')
  one(@CurrentUser() user: SessionUser, @Param('id', ParseUUIDPipe) id: string) {
    return this.player.one(user, id);
  }

  /** Anyone signed in who may see the video: where they left it (seconds). */
  @Put('skill-videos/:id/progress')
  @HttpCode(204)
  async progress(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: VideoProgressDto,
  ) {
    await this.player.saveProgress(user, id, dto);
  }

  /** The owner only: the Spanish captions as a `text/vtt` body (at most 200 KB). */
  @Put('skill-videos/:id/captions')
  captions(@CurrentUser() user: SessionUser, @Param('id', ParseUUIDPipe) id: string, @Req() req: Request) {
    return this.player.putCaptions(user, id, req.body);
  }

  /** Anyone signed in who may see the video: its captions file. */
  @Get('skill-videos/:id/captions.vtt')
  async captionsFile(@CurrentUser() user: SessionUser, @Param('id', ParseUUIDPipe) id: string, @Res() res: Response) {
    const vtt = await this.player.readCaptions(user, id);
    res.status(200).type('text/vtt; charset=utf-8').send(vtt);
  }
}
