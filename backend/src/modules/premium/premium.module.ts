import { Module } from '@nestjs/common';
import { TokensModule } from '../tokens/tokens.module';
import { PremiumController } from './premium.controller';
import { PremiumService } from './premium.service';

@Module({
  imports: [TokensModule],
  controllers: [PremiumController],
  providers: [PremiumService],
})
export class PremiumModule {}
