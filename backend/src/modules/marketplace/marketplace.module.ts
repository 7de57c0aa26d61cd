import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { OffersModule } from '../offers/offers.module';
import { PremiumModule } from '../premium/premium.module';
import { QueueDashboardModule } from '../queue-dashboard/queue-dashboard.module';
import { TokensModule } from '../tokens/tokens.module';
import { MarketplaceSeeder } from './marketplace.seeder';
import { ProfessionalProfilesController } from './professional-profiles.controller';

/** The professional marketplace (issue 5): offers, applications, tokens, premium, profiles. */
@Module({
  imports: [TokensModule, OffersModule, ApplicationsModule, PremiumModule, QueueDashboardModule],
  controllers: [ProfessionalProfilesController],
  providers: [MarketplaceSeeder],
  exports: [MarketplaceSeeder, TokensModule],
})
export class MarketplaceModule {}
