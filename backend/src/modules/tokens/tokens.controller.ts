import { Controller, Get } from '@nestjs/common';
import { TokenLedgerEntryResponse } from '@conectando/contracts';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { TokensService } from './tokens.service';

/**
 * Any signed-in user reads their own ledger; the summary (balance with the plan held) is answered by the
 * payments module, which holds the plan (GET /api/tokens/summary, token-summary.controller.ts).
 */
@Controller('tokens')
export class TokensController {
  constructor(private readonly tokens: TokensService) {}

  /** 'Historial de tokens': the ledger, newest first. */
  @Get('history')
  history(@CurrentUser() user: SessionUser): Promise<TokenLedgerEntryResponse[]> {
    return this.tokens.history(user.id);
  }
}
