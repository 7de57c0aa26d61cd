import { CLIENT_PATHS } from '@conectando/contracts';
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
    const name = (await this.users.displayNames([reviewerId])).get(reviewerId) ?? 'Alguien';
    await this.notifications.notifyOnce(`${NOTIFY}:review.created`, event.id, {
      userId: revieweeId,
      type: 'review.requested',
      title: `${name} te dejó una evaluación`,
      body: `¿Cómo te fue con ${name}? Las dos evaluaciones se publican juntas cuando ambos respondan.`,
      link: CLIENT_PATHS.reviews,
    });
  }
}
