import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CreateReviewDto,
  ErrorCode,
  PendingReviewResponse,
  PublishedReviewResponse,
  REVIEW_MSG,
  ReviewResponse,
  SAFETY_MSG,
} from '@conectando/contracts';
import { EntityManager, Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { entitiesOf } from '../../infra/database/sql';
import { isUniqueViolation } from '../../infra/database/unique-violation';
import { OutboxService } from '../../infra/events/outbox.service';
import { ApplicationsService } from '../applications/applications.service';
import { MeetingsService } from '../meetings/meetings.service';
import { blockedBetween } from '../safety/blocks.service';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { Review } from './entities/review.entity';
import { withAuthorNames } from './reviews.mapper';

const toReviewResponse = (r: Review): ReviewResponse => ({
  id: r.id,
  rating: r.rating,
  comment: r.comment,
  revieweeId: r.revieweeId,
  published: r.publishedAt !== null,
  createdAt: r.createdAt.toISOString(),
});

/**
 * Reviews after a meeting or an award, one per side, double-blind: hidden until both sides wrote
 * theirs or REVIEW_BLIND_SECONDS passed. A person's rating is computed from their published reviews only.
 */
@Injectable()
export class ReviewsService {
  constructor(
    @InjectRepository(Review) private readonly reviews: Repository<Review>,
    private readonly meetings: MeetingsService,
    private readonly applications: ApplicationsService,
    private readonly users: UsersService,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async create(reviewer: User, dto: CreateReviewDto): Promise<ReviewResponse> {
    const revieweeId = await this.revieweeOf(reviewer.id, dto);
    // A block ends what the two may say of each other, public ratings included.
    if (await blockedBetween(this.reviews.manager, reviewer.id, revieweeId))
      throw new AppError(ErrorCode.Forbidden, SAFETY_MSG.cannotReview);
    const subject = dto.meetingId ?? dto.applicationId!;
    try {
      return await this.reviews.manager.transaction(async (tx) => {
        // Both sides reviewing at once: one waits, then sees the other's review and publishes both.
        await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`review:${subject}`]);
        const review = await tx.save(
          tx.create(Review, {
            reviewerId: reviewer.id,
            revieweeId,
            meetingId: dto.meetingId ?? null,
            applicationId: dto.applicationId ?? null,
            rating: dto.rating,
            comment: dto.comment?.trim() || null,
            publishedAt: null,
          }),
        );
        await this.outbox.add(tx, 'review.created', { reviewId: review.id, reviewerId: reviewer.id, revieweeId });
        const published = await entitiesOf(
          tx,
          Review,
          `UPDATE reviews SET published_at = now()
            WHERE published_at IS NULL AND ${dto.meetingId ? 'meeting_id' : 'application_id'} = $1
              AND (SELECT count(*) FROM reviews WHERE ${dto.meetingId ? 'meeting_id' : 'application_id'} = $1) = 2
            RETURNING *`,
          [subject],
        );
        await this.afterPublishing(tx, published);
        return toReviewResponse(published.find((r) => r.id === review.id) ?? review);
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError(ErrorCode.Conflict, REVIEW_MSG.alreadyReviewed);
      throw e;
    }
  }

  /** Publishes the reviews whose blind period is over (run by a job); returns how many. */
  async publishDue(now = new Date()): Promise<number> {
    return this.reviews.manager.transaction(async (tx) => {
      const published = await entitiesOf(
        tx,
        Review,
        `UPDATE reviews SET published_at = now()
          WHERE id IN (SELECT id FROM reviews WHERE published_at IS NULL AND created_at <= $1 ORDER BY created_at LIMIT 500 FOR UPDATE SKIP LOCKED)
          RETURNING *`,
        [new Date(now.getTime() - this.config.REVIEW_BLIND_SECONDS * 1000)],
      );
      await this.afterPublishing(tx, published);
      return published.length;
    });
  }

  /** GET /api/users/:id/reviews: the published reviews of a person, newest first. */
  async publishedOf(userId: string): Promise<PublishedReviewResponse[]> {
    const rows = await this.reviews
      .createQueryBuilder('r')
      .where('r.reviewee_id = :userId AND r.published_at IS NOT NULL', { userId })
      .orderBy('r.published_at', 'DESC')
      .take(50)
      .getMany();
    return withAuthorNames(this.users, rows);
  }

  /** Meetings and awards the person took part in and has not reviewed yet. */
  async pendingFor(userId: string): Promise<PendingReviewResponse[]> {
    const [meetings, awards, mine] = await Promise.all([
      this.meetings.endedMeetingsOf(userId),
      this.applications.awardedWith(userId),
      this.reviews.find({ where: { reviewerId: userId }, select: { meetingId: true, applicationId: true } }),
    ]);
    const done = new Set(mine.flatMap((r) => [r.meetingId, r.applicationId]).filter(Boolean));
    const pending = [
      ...meetings
        .filter((m) => !done.has(m.meetingId))
        .map((m) => ({ meetingId: m.meetingId, applicationId: null, revieweeId: m.otherId })),
      ...awards
        .filter((a) => !done.has(a.applicationId))
        .map((a) => ({ meetingId: null, applicationId: a.applicationId, revieweeId: a.otherId })),
    ];
    const names = await this.users.displayNames(pending.map((p) => p.revieweeId));
    return pending.map((p) => ({ ...p, revieweeName: names.get(p.revieweeId) ?? '' }));
  }

  /** Who the reviewer may review for this meeting or award, or why not. */
  private async revieweeOf(reviewerId: string, dto: CreateReviewDto): Promise<string> {
    if (dto.meetingId) {
      const ended = await this.meetings.endedWith(reviewerId, dto.meetingId);
      if (ended === 'not-found') throw new AppError(ErrorCode.NotFound, REVIEW_MSG.notFound);
      if (ended === 'not-yet') throw new AppError(ErrorCode.Forbidden, REVIEW_MSG.notYet);
      return ended.otherId;
    }
    const parties = await this.applications.awardedParties(dto.applicationId!);
    if (!parties) {
      // Not awarded (yet) looks the same as not one's own: nothing about it is told.
      throw new AppError(ErrorCode.Forbidden, REVIEW_MSG.notYet);
    }
    if (parties.professionalId === reviewerId) return parties.institutionId;
    if (parties.institutionId === reviewerId) return parties.professionalId;
    throw new AppError(ErrorCode.Forbidden, REVIEW_MSG.notYet);
  }

  /** Recomputes the reviewees' figures from their published reviews, in the publishing transaction. */
  private async afterPublishing(tx: EntityManager, published: Review[]): Promise<void> {
    if (published.length === 0) return;
    const revieweeIds = [...new Set(published.map((r) => r.revieweeId))].sort();
    for (const id of revieweeIds) {
      const [figures] = await tx.query<{ avg: number | null; count: number }[]>(
        `SELECT round(avg(rating) * 100)::int AS avg, count(*)::int AS count FROM reviews WHERE reviewee_id = $1 AND published_at IS NOT NULL`,
        [id],
      );
      await this.users.setRating(tx, id, figures.avg ?? 0, figures.count);
    }
    await this.outbox.add(tx, 'reviews.published', { reviewIds: published.map((r) => r.id), revieweeIds });
  }
}
