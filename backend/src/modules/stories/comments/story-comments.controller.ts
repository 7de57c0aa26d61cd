import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CreateStoryCommentDto, StoryCommentsQueryDto } from '@conectando/contracts';
import { CurrentUser, SessionUser } from '../../../common/decorators/current-user.decorator';
import { StoryCommentsService } from './story-comments.service';

@Controller('stories/:id/comments')
export class StoryCommentsController {
  constructor(private readonly comments: StoryCommentsService) {}

  /** Anyone who may see the story: oldest first, paged. */
  @Get()
  list(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() query: StoryCommentsQueryDto,
  ) {
    return this.comments.list(user, id, query);
  }

  /** Anyone who may see the story, not across a block. */
  @Post()
  create(@CurrentUser() user: SessionUser, @Param('id', ParseUUIDPipe) id: string, @Body() dto: CreateStoryCommentDto) {
    return this.comments.create(user, id, dto);
  }

  /** The comment's author or the story's author (others 403; a comment they cannot see 404). */
  @Delete(':commentId')
  @HttpCode(204)
  remove(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('commentId', ParseUUIDPipe) commentId: string,
  ) {
    return this.comments.remove(user, id, commentId);
  }
}
