import { cardResultPath } from '@conectando/contracts';
import { Controller, Get, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AllowDuringMaintenance, Public } from '../../common/decorators/access.decorators';
import { OneclickReturn, SubscriptionsService } from './subscriptions.service';

/**
 * Where Transbank's card form sends the browser back (POST or GET, cross-site): the inscription is found
 * by its token, never by the session, and finished only through what Transbank answers.
 */
@Controller('payments/oneclick/return')
@Public()
@AllowDuringMaintenance()
export class OneclickReturnController {
  constructor(private readonly plans: SubscriptionsService) {}

  @Post()
  byPost(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.answer((req.body ?? {}) as OneclickReturn, res);
  }

  @Get()
  byGet(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.answer(req.query, res);
  }

  private async answer(params: OneclickReturn, res: Response): Promise<void> {
    const result = await this.plans.finishInscription(params);
    res.redirect(303, cardResultPath(result === 'ok' ? 'ok' : 'error'));
  }
}
