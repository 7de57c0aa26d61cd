import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { ChatModule } from '../chat/chat.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { StoriesModule } from '../stories/stories.module';
import { UsersModule } from '../users/users.module';
import { ModerationAction } from './entities/moderation-action.entity';
import { Report } from './entities/report.entity';
import { ModerationListener } from './moderation.listener';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';
import { SuspensionsService } from './suspensions.service';
import { ModerationPersonalData } from './moderation.personal-data';

/** Reports, the admins' moderation queue and suspensions, with their audit trail. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Report, ModerationAction]),
    AuthModule,
    ChatModule,
    NotificationsModule,
    StoriesModule,
    UsersModule,
  ],
  controllers: [ReportsController],
  providers: [ModerationPersonalData, ReportsService, SuspensionsService, ModerationListener],
  exports: [ReportsService],
})
export class ModerationModule {}
