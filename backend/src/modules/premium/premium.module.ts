import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module';
import { TokensModule } from '../tokens/tokens.module';
import { PremiumController } from './premium.controller';
import { PremiumService } from './premium.service';

@Module({
  imports: [TokensModule, PaymentsModule],
  controllers: [PremiumController],
  providers: [PremiumService],
})
export class PremiumModule {}
