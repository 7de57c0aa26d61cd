import { Module } from '@nestjs/common';
import { TokenRenewalScheduler } from './token-renewal.scheduler';
import { TokenRenewalService } from './token-renewal.service';
import { TokensController } from './tokens.controller';
import { TokensService } from './tokens.service';

@Module({
  controllers: [TokensController],
  providers: [TokensService, TokenRenewalService, TokenRenewalScheduler],
  exports: [TokensService, TokenRenewalService, TokenRenewalScheduler],
})
export class TokensModule {}
