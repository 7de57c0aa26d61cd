import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HelpModule } from '../help/help.module';
import { ModerationModule } from '../moderation/moderation.module';
import { OffersModule } from '../offers/offers.module';
import { UsersModule } from '../users/users.module';
import { AccountValidationsController } from './account-validations.controller';
import { AccountValidationsService } from './account-validations.service';
import { AdminListener } from './admin.listener';
import { AccountValidation } from './entities/account-validation.entity';
import { PendingCountsController } from './pending-counts.controller';
import { PendingCountsService } from './pending-counts.service';

@Module({
  imports: [TypeOrmModule.forFeature([AccountValidation]), UsersModule, OffersModule, ModerationModule, HelpModule],
  controllers: [AccountValidationsController, PendingCountsController],
  providers: [AccountValidationsService, PendingCountsService, AdminListener],
})
export class AdminModule {}
