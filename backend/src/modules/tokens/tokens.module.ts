import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { TokenAccount } from './entities/token-account.entity';
import { TokenLedgerEntry } from './entities/token-ledger-entry.entity';
import { TokenRenewal } from './entities/token-renewal.entity';
import { TokenRenewalScheduler } from './token-renewal.scheduler';
import { TokenRenewalService } from './token-renewal.service';
import { TokensController } from './tokens.controller';
import { TokensListener } from './tokens.listener';
import { PremiumTokensService } from './premium-tokens.service';
import { TokensService } from './tokens.service';
import { TokensPersonalData } from './tokens.personal-data';

@Module({
  imports: [TypeOrmModule.forFeature([TokenAccount, TokenLedgerEntry, TokenRenewal]), NotificationsModule, UsersModule],
  controllers: [TokensController],
  providers: [
    TokensPersonalData,
    TokensService,
    PremiumTokensService,
    TokenRenewalService,
    TokenRenewalScheduler,
    TokensListener,
  ],
  exports: [TokensService, PremiumTokensService, TokenRenewalService, TokenRenewalScheduler],
})
export class TokensModule {}

// The scheduled queue's name, for the admins' queue dashboard.
export { SCHEDULED_QUEUE } from './token-renewal.scheduler';
