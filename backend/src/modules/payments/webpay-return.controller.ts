import { Controller } from '@nestjs/common';
import { PAYMENT_MSG, paymentPath } from '@conectando/contracts';
import type { Response } from 'express';
import { AllowDuringMaintenance, Public } from '../../common/decorators/access.decorators';
import { TransbankReturnController } from './transbank-return.controller';
import { WebpayReturn, WebpaySettlementService } from './webpay-settlement.service';

/**
 * Where Webpay sends the browser back, cross-site and maybe without the session cookie: the payment is
 * found by its token, never by the session, and changes only through what Transbank answers. The
 * same-origin check skips these paths (app.factory.ts); their bodies are small urlencoded forms.
 */
@Controller('payments/webpay/return')
@Public()
@AllowDuringMaintenance()
export class WebpayReturnController extends TransbankReturnController<WebpayReturn> {
  constructor(private readonly payments: WebpaySettlementService) {
    super();
  }

  protected async answer(params: WebpayReturn, res: Response): Promise<void> {
    const id = await this.payments.handleReturn(params);
    if (id) {
      res.redirect(303, paymentPath(id));
      return;
    }
    res
      .status(400)
      .type('html')
      .send(
        `<!doctype html><html lang="es-CL"><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
          `<title>${PAYMENT_MSG.returnUnknownTitle}</title><body style="font:20px/1.5 sans-serif;padding:24px">` +
          `<h1>${PAYMENT_MSG.returnUnknownTitle}</h1><p>${PAYMENT_MSG.returnUnknown}</p><p><a href="/tokens">Volver a mis tokens</a></p></body></html>`,
      );
  }
}
