import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CreateLiveClassReviewDto, ErrorCode, LIVE_CLASS_MSG, LiveClassReviewResponse } from '@conectando/contracts';
import { Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { isUniqueViolation } from '../../infra/database/unique-violation';
import { withAuthorNames } from '../reviews/reviews.mapper';
import { UsersService } from '../users/users.service';
import { LiveClass } from './entities/live-class.entity';
import { LiveClassReview } from './entities/live-class-review.entity';
import { LiveClassSeats } from './live-class-seats.service';
import { endsAt } from './live-classes.mapper';

/**
 * A class's reviews: unlike a meeting's they are not double-blind, so each is public at once; one per
 * person who had a seat, once the class ended.
 */
@Injectable()
export class LiveClassReviews {
  constructor(
    @InjectRepository(LiveClassReview) private readonly reviews: Repository<LiveClassReview>,
    private readonly seats: LiveClassSeats,
    private readonly users: UsersService,
  ) {}

  async create(reviewerId: string, c: LiveClass, dto: CreateLiveClassReviewDto): Promise<LiveClassReviewResponse> {
    if (!(await this.seats.isEnrolled(reviewerId, c.id)))
      throw new AppError(ErrorCode.Forbidden, LIVE_CLASS_MSG.reviewNotParticipant);
    if (c.status === 'cancelled') throw new AppError(ErrorCode.Conflict, LIVE_CLASS_MSG.cancelled);
    if (endsAt(c).getTime() > Date.now()) throw new AppError(ErrorCode.Forbidden, LIVE_CLASS_MSG.reviewNotYet);
    try {
      const saved = await this.reviews.save(
        this.reviews.create({
          classId: c.id,
          mentorId: c.mentorId,
          reviewerId,
          rating: dto.rating,
          comment: dto.comment?.trim() || null,
        }),
      );
      return (await this.respond([saved]))[0];
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError(ErrorCode.Conflict, LIVE_CLASS_MSG.alreadyReviewed);
      throw e;
    }
  }

  /** The class's reviews, newest first. */
  async of(classId: string): Promise<LiveClassReviewResponse[]> {
    return this.respond(await this.reviews.find({ where: { classId }, order: { createdAt: 'DESC' }, take: 50 }));
  }

  hasReviewed(userId: string, classId: string): Promise<boolean> {
    return this.reviews.existsBy({ classId, reviewerId: userId });
  }

  private respond(rows: LiveClassReview[]): Promise<LiveClassReviewResponse[]> {
    return withAuthorNames(this.users, rows);
  }
}
