import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import {
  CreateReviewDto,
  PendingReviewResponse,
  PublishedReviewResponse,
  REVIEW_MSG,
  ReviewResponse,
} from '@conectando/contracts';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { uuidParam } from '../../common/pipes/uuid-param';
import { ReviewsService } from './reviews.service';

/** Signed-in people: review whom they met or worked with; read anyone's published reviews. */
@Controller()
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Post('reviews')
  create(@CurrentUser() user: SessionUser, @Body() dto: CreateReviewDto): Promise<ReviewResponse> {
    return this.reviews.create(user, dto);
  }

  /** What the caller may still review ('¿Cómo te fue con <nombre>?'). */
  @Get('reviews/pending')
  pending(@CurrentUser() user: SessionUser): Promise<PendingReviewResponse[]> {
    return this.reviews.pendingFor(user.id);
  }

  @Get('users/:id/reviews')
  publishedOf(@Param('id', uuidParam(REVIEW_MSG.userNotFound)) id: string): Promise<PublishedReviewResponse[]> {
    return this.reviews.publishedOf(id);
  }
}
