import { CLIENT_PATHS, NOTIFICATION_MSG } from '@conectando/contracts';
import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@conectando/contracts';
import { OnEvent } from '../../infra/events/on-event.decorator';
import { NotificationsService } from '../notifications/notifications.service';
import { UsersService } from '../users/users.service';
import { ReviewPublications } from './review-publications';

const NOTIFY = 'reviews-notifications';

/** A review written: its publication is scheduled, and the reviewed person is asked for theirs. */
@Injectable()
export class ReviewsListener {
  constructor(
    private readonly publications: ReviewPublications,
    private readonly notifications: NotificationsService,
    private readonly users: UsersService,
  ) {}

  @OnEvent('review.created')
  async onReviewCreated(event: DomainEvent<'review.created'>): Promise<void> {
    const { reviewId, reviewerId, revieweeId } = event.payload;
    await this.publications.schedule(reviewId);
    const name = (await this.users.displayNames([reviewerId])).get(reviewerId) ?? NOTIFICATION_MSG.someone;
    await this.notifications.notifyOnce(`${NOTIFY}:review.created`, event.id, {
      userId: revieweeId,
      type: 'review.requested',
      ...NOTIFICATION_MSG.reviewRequested(name),
      link: CLIENT_PATHS.reviews,
      fromUserId: reviewerId,
    });
  }
}
