import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IceModule } from '../../infra/ice/ice.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SafetyModule } from '../safety/safety.module';
import { UsersModule } from '../users/users.module';
import { Meeting } from './entities/meeting.entity';
import { MeetingCalendars } from './meeting-calendars.service';
import { MeetingNotices } from './meeting-notices.service';
import { MeetingReminders } from './meeting-reminders';
import { MeetingSignals } from './meeting-signals.service';
import { MeetingsController } from './meetings.controller';
import { MeetingsListener } from './meetings.listener';
import { MeetingsService } from './meetings.service';
import { MeetingsPersonalData } from './meetings.personal-data';

@Module({
  imports: [TypeOrmModule.forFeature([Meeting]), UsersModule, NotificationsModule, SafetyModule, IceModule],
  controllers: [MeetingsController],
  providers: [
    MeetingsService,
    MeetingsPersonalData,
    MeetingCalendars,
    MeetingNotices,
    MeetingReminders,
    MeetingsListener,
    MeetingSignals,
  ],
  exports: [MeetingsService, MeetingSignals],
})
export class MeetingsModule {}

// The queue's name, for the admins' queue dashboard.
export { MEETING_REMINDERS_QUEUE } from './meeting-reminders';
