import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { MarketplaceListener } from './marketplace.listener';

/** The marketplace's event consumers, imported by the domain-events router. */
@Module({
  imports: [NotificationsModule],
  providers: [MarketplaceListener],
  exports: [MarketplaceListener],
})
export class MarketplaceEventsModule {}
