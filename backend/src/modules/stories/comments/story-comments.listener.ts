import { Injectable } from '@nestjs/common';
import { type DomainEvent, STORY_COMMENT_MSG, storyPath } from '@conectando/contracts';
import { OnEvent } from '../../../infra/events/on-event.decorator';
import { NotificationsService } from '../../notifications/notifications.service';
import { StoryCommentsService } from './story-comments.service';

/** A comment on a story: its author hears of it in the feed and live, once; not of their own. */
@Injectable()
export class StoryCommentsListener {
  constructor(
    private readonly comments: StoryCommentsService,
    private readonly notifications: NotificationsService,
  ) {}

  @OnEvent('story.commented')
  async onCommented(event: DomainEvent<'story.commented'>): Promise<void> {
    const { commentId, storyId, authorId, storyAuthorId } = event.payload;
    if (authorId === storyAuthorId) return;
    const notice = await this.comments.noticeOf(commentId);
    if (!notice) return;
    await this.notifications.notifyOnce('stories.comment', event.id, {
      userId: storyAuthorId,
      type: 'story.comment',
      ...STORY_COMMENT_MSG.commented(notice.authorName, notice.storyTitle, notice.text),
      link: storyPath(storyId),
      fromUserId: authorId,
    });
  }
}
