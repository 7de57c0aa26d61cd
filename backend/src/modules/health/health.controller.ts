import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { AllowDuringMaintenance, Public } from '../../common/decorators/access.decorators';

@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  /** Anyone: 200 when the database answers, 503 otherwise. */
  @Get()
  @Public()
  @AllowDuringMaintenance()
  async check(@Res({ passthrough: true }) res: Response) {
    const database = await this.dataSource.query('SELECT 1').then(() => 'up' as const, () => 'down' as const);
    if (database !== 'up') res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: database === 'up' ? 'ok' : 'error', database };
  }
}
