import { Body, Controller, Delete, Get, HttpCode, Req, Res } from '@nestjs/common';
import { DeleteAccountDto } from '@conectando/contracts';
import type { Request, Response } from 'express';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { SessionService } from '../auth/session.service';
import { AccountErasureService } from './account-erasure.service';
import { DataExportService } from './data-export.service';

/** A session: each person takes or erases only their own data. */
@Controller('me')
export class PrivacyController {
  constructor(
    private readonly exports: DataExportService,
    private readonly erasure: AccountErasureService,
    private readonly sessions: SessionService,
  ) {}

  /** A JSON download of everything held about the person; once an hour. */
  @Get('export')
  async export(@CurrentUser() user: SessionUser, @Res() res: Response): Promise<void> {
    await this.exports.claim(user.id);
    const day = new Date().toISOString().slice(0, 10);
    res.status(200);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="mis-datos-conectando-generaciones-${day}.json"`);
    res.setHeader('Cache-Control', 'private, no-store');
    try {
      await this.exports.write(user.id, res);
      res.end();
    } catch (e) {
      await this.exports.giveBack(user.id);
      // Half a document is not a download: the connection is cut so the browser reports a failure.
      res.destroy(e as Error);
    }
  }

  /** Erases the account after its password is checked; this session ends with it. */
  @Delete()
  @HttpCode(204)
  async erase(
    @CurrentUser() user: SessionUser,
    @Body() dto: DeleteAccountDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.erasure.erase(user.id, dto.password);
    await this.sessions.destroy(req, res);
  }
}
