import { Controller, Get } from '@nestjs/common';
import type { AdminPendingCountsResponse } from '@conectando/contracts';
import { AdminOnly } from '../../common/decorators/access.decorators';
import { PendingCountsService } from './pending-counts.service';

@Controller('admin')
export class PendingCountsController {
  constructor(private readonly pending: PendingCountsService) {}

  /** Admins: pending users and offers for /admin (also pushed live as `admin:pending-counts`). */
  @Get('pending-counts')
  @AdminOnly()
  counts(): Promise<AdminPendingCountsResponse> {
    return this.pending.counts();
  }
}
