import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Notification } from './entities/notification.entity';
import { NotificationsController } from './notifications.controller';
import { NotificationsListener } from './notifications.listener';
import { NotificationsService } from './notifications.service';
import { NotificationPreferenceEntity } from './preferences/notification-preference.entity';
import { NotificationPreferencesController } from './preferences/notification-preferences.controller';
import { NotificationPreferencesService } from './preferences/notification-preferences.service';
import { NotificationsPersonalData } from './notifications.personal-data';

@Module({
  imports: [TypeOrmModule.forFeature([Notification, NotificationPreferenceEntity]), UsersModule],
  controllers: [NotificationPreferencesController, NotificationsController],
  providers: [NotificationsPersonalData, NotificationsService, NotificationPreferencesService, NotificationsListener],
  exports: [NotificationsService, NotificationPreferencesService],
})
export class NotificationsModule {}
