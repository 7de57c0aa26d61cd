import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { TokensModule } from '../tokens/tokens.module';
import { UsersModule } from '../users/users.module';
import { JobOffer } from './entities/job-offer.entity';
import { OfferBroadcasts } from './offer-broadcasts.service';
import { OffersController } from './offers.controller';
import { OffersListener } from './offers.listener';
import { OfferPublishingService } from './offer-publishing.service';
import { OffersService } from './offers.service';
import { OffersPersonalData } from './offers.personal-data';

@Module({
  imports: [TypeOrmModule.forFeature([JobOffer]), TokensModule, NotificationsModule, UsersModule],
  controllers: [OffersController],
  providers: [OffersPersonalData, OffersService, OfferPublishingService, OfferBroadcasts, OffersListener],
  exports: [OffersService, OfferBroadcasts],
})
export class OffersModule {}
