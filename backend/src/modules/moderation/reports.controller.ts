import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CreateReportDto, ReportsQueryDto, ReviewReportDto, SAFETY_MSG } from '@conectando/contracts';
import { AdminOnly } from '../../common/decorators/access.decorators';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { uuidParam } from '../../common/pipes/uuid-param';
import { ReportsService } from './reports.service';

/** Anyone signed in reports; only admins see and decide. */
@Controller()
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post('reports')
  create(@CurrentUser() user: SessionUser, @Body() dto: CreateReportDto) {
    return this.reports.create(user.id, dto);
  }

  @Get('admin/reports')
  @AdminOnly()
  list(@Query() query: ReportsQueryDto) {
    return this.reports.list(query.status ?? 'open');
  }

  @Patch('admin/reports/:id')
  @AdminOnly()
  review(
    @CurrentUser() admin: SessionUser,
    @Param('id', uuidParam(SAFETY_MSG.reportNotFound)) id: string,
    @Body() dto: ReviewReportDto,
  ) {
    return this.reports.review(admin.id, id, dto);
  }

  /** Admins: lift a suspension. */
  @Post('admin/users/:id/reinstate')
  @AdminOnly()
  @HttpCode(204)
  async reinstate(
    @CurrentUser() admin: SessionUser,
    @Param('id', uuidParam(SAFETY_MSG.userNotFound)) id: string,
  ): Promise<void> {
    await this.reports.lift(admin.id, id);
  }
}
