import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApplicationsModule } from '../applications/applications.module';
import { MeetingsModule } from '../meetings/meetings.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { Review } from './entities/review.entity';
import { ReviewPublications } from './review-publications';
import { ReviewsController } from './reviews.controller';
import { ReviewsListener } from './reviews.listener';
import { ReviewsService } from './reviews.service';
import { ReviewsPersonalData } from './reviews.personal-data';

@Module({
  imports: [TypeOrmModule.forFeature([Review]), MeetingsModule, ApplicationsModule, UsersModule, NotificationsModule],
  controllers: [ReviewsController],
  providers: [ReviewsPersonalData, ReviewsService, ReviewPublications, ReviewsListener],
  exports: [ReviewsService],
})
export class ReviewsModule {}

// The queue's name, for the admins' queue dashboard.
export { REVIEW_PUBLICATIONS_QUEUE } from './review-publications';
