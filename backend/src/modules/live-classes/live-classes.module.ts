import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SfuModule } from '../../infra/sfu/sfu.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SafetyModule } from '../safety/safety.module';
import { UsersModule } from '../users/users.module';
import { LiveClass } from './entities/live-class.entity';
import { LiveClassReview } from './entities/live-class-review.entity';
import { LiveClassSeat } from './entities/live-class-seat.entity';
import { LiveClassJoins } from './live-class-join.service';
import { LiveClassNotices } from './live-class-notices.service';
import { LiveClassReminders } from './live-class-reminders';
import { LiveClassReviews } from './live-class-reviews.service';
import { LiveClassSeats } from './live-class-seats.service';
import { LiveClassesController } from './live-classes.controller';
import { LiveClassesListener } from './live-classes.listener';
import { LiveClassesPersonalData } from './live-classes.personal-data';
import { LiveClassesService } from './live-classes.service';

/** 'Talleres en vivo': small live classes a mentor gives to a few people (docs/decisions/live-classes.md). */
@Module({
  imports: [
    TypeOrmModule.forFeature([LiveClass, LiveClassSeat, LiveClassReview]),
    UsersModule,
    NotificationsModule,
    SafetyModule,
    SfuModule,
  ],
  controllers: [LiveClassesController],
  providers: [
    LiveClassesService,
    LiveClassSeats,
    LiveClassJoins,
    LiveClassReviews,
    LiveClassNotices,
    LiveClassReminders,
    LiveClassesListener,
    LiveClassesPersonalData,
  ],
  exports: [LiveClassesService],
})
export class LiveClassesModule {}

// The queue's name, for the admins' queue dashboard.
export { LIVE_CLASS_REMINDERS_QUEUE } from './live-class-reminders';
