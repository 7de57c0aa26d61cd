import { Controller, Get } from '@nestjs/common';
import { TokenSummaryResponse } from '@conectando/contracts';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { PremiumService } from './premium.service';

/** Any signed-in user reads their own balance with the plan they hold (persona accounts have none: zeros). */
@Controller('tokens')
export class TokenSummaryController {
  constructor(private readonly premium: PremiumService) {}

  @Get('summary')
  summary(@CurrentUser() user: SessionUser): Promise<TokenSummaryResponse> {
    return this.premium.summary(user);
  }
}
