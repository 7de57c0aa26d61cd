import { Controller, Delete, Get, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { SavedVideosService } from './saved-videos.service';

/** The user only: another user's saved videos answer 403. */
@Controller('users/:id/saved-videos')
export class SavedVideosController {
  constructor(private readonly saved: SavedVideosService) {}

  @Get()
  list(@CurrentUser() user: SessionUser, @Param('id', ParseUUIDPipe) id: string) {
    return this.saved.list(user, id);
  }

  @Post(':videoId')
  save(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('videoId', ParseUUIDPipe) videoId: string,
  ) {
    return this.saved.save(user, id, videoId);
  }

  @Delete(':videoId')
  unsave(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('videoId', ParseUUIDPipe) videoId: string,
  ) {
    return this.saved.unsave(user, id, videoId);
  }
}
