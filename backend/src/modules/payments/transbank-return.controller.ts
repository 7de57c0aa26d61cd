import { Get, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';

/**
 * Where a Transbank form sends the browser back: by POST (form fields) or GET (query), cross-site and
 * maybe without the session cookie. Both end in `answer`, which finds its row by token, never by session.
 */
export abstract class TransbankReturnController<Params> {
  @Post()
  byPost(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.answer((req.body ?? {}) as Params, res);
  }

  @Get()
  byGet(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.answer(req.query as Params, res);
  }

  protected abstract answer(params: Params, res: Response): Promise<void>;
}
