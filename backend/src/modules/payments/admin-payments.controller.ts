import { Controller, Get, Query } from '@nestjs/common';
import { AdminPaymentsQueryDto, AdminPaymentsResponse } from '@conectando/contracts';
import { AdminOnly } from '../../common/decorators/access.decorators';
import { AdminPaymentsService } from './admin-payments.service';

/** Admins: every person's payments, a bounded range of days at a time. */
@Controller('admin/payments')
@AdminOnly()
export class AdminPaymentsController {
  constructor(private readonly payments: AdminPaymentsService) {}

  @Get()
  list(@Query() query: AdminPaymentsQueryDto): Promise<AdminPaymentsResponse> {
    return this.payments.list(query);
  }
}
