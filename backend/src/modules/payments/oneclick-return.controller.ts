import { cardResultPath } from '@conectando/contracts';
import { Controller } from '@nestjs/common';
import type { Response } from 'express';
import { AllowDuringMaintenance, Public } from '../../common/decorators/access.decorators';
import { CardsService, OneclickReturn } from './cards.service';
import { TransbankReturnController } from './transbank-return.controller';

/**
 * Where Transbank's card form sends the browser back (POST or GET, cross-site): the inscription is found
 * by its token, never by the session, and finished only through what Transbank answers.
 */
@Controller('payments/oneclick/return')
@Public()
@AllowDuringMaintenance()
export class OneclickReturnController extends TransbankReturnController<OneclickReturn> {
  constructor(private readonly cards: CardsService) {
    super();
  }

  protected async answer(params: OneclickReturn, res: Response): Promise<void> {
    const result = await this.cards.finishInscription(params);
    res.redirect(303, cardResultPath(result === 'ok' ? 'ok' : 'error'));
  }
}
