import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { OffersModule } from '../offers/offers.module';
import { TokensModule } from '../tokens/tokens.module';
import { UsersModule } from '../users/users.module';
import { ApplicationsController } from './applications.controller';
import { ApplicationsListener } from './applications.listener';
import { ApplicationAwardsService } from './application-awards.service';
import { ApplicationsService } from './applications.service';
import { Application } from './entities/application.entity';
import { ApplicationsPersonalData } from './applications.personal-data';

@Module({
  imports: [TypeOrmModule.forFeature([Application]), TokensModule, OffersModule, UsersModule, NotificationsModule],
  controllers: [ApplicationsController],
  providers: [ApplicationsPersonalData, ApplicationsService, ApplicationAwardsService, ApplicationsListener],
  exports: [ApplicationsService],
})
export class ApplicationsModule {}
