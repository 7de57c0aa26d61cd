import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { HelpReply } from './entities/help-reply.entity';
import { HelpRequest } from './entities/help-request.entity';
import { HelpController } from './help.controller';
import { HelpListener } from './help.listener';
import { HelpPersonalData } from './help.personal-data';
import { HelpService } from './help.service';

/** 'Pedir ayuda': people's conversations with the team, and the admins' queue. */
@Module({
  imports: [TypeOrmModule.forFeature([HelpRequest, HelpReply]), NotificationsModule, UsersModule],
  controllers: [HelpController],
  providers: [HelpService, HelpListener, HelpPersonalData],
  exports: [HelpService],
})
export class HelpModule {}
