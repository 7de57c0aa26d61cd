import { Controller, Get } from '@nestjs/common';
import { TokenLedgerEntryResponse, TokenSummaryResponse } from '@conectando/contracts';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { TokensService } from './tokens.service';

/** Any signed-in user reads their own balance and ledger (persona accounts have none: zeros). */
@Controller('tokens')
export class TokensController {
  constructor(private readonly tokens: TokensService) {}

  @Get('summary')
  summary(@CurrentUser() user: SessionUser): Promise<TokenSummaryResponse> {
    return this.tokens.summary(user.id, user.accountType);
  }

  /** 'Historial de tokens': the ledger, newest first. */
  @Get('history')
  history(@CurrentUser() user: SessionUser): Promise<TokenLedgerEntryResponse[]> {
    return this.tokens.history(user.id);
  }
}
