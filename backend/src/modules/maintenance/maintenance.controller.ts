import { Body, Controller, Get, Put } from '@nestjs/common';
import { SetMaintenanceDto } from '@conectando/contracts';
import { AdminOnly, AllowDuringMaintenance, Public } from '../../common/decorators/access.decorators';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { MaintenanceService } from './maintenance.service';

@Controller()
export class MaintenanceController {
  constructor(private readonly maintenance: MaintenanceService) {}

  /** Anyone. */
  @Get('maintenance-status')
  @Public()
  @AllowDuringMaintenance()
  status() {
    return this.maintenance.status();
  }

  /** Admins. */
  @Put('admin/maintenance')
  @AdminOnly()
  set(@CurrentUser() admin: SessionUser, @Body() dto: SetMaintenanceDto) {
    return this.maintenance.set(admin, dto.isInMaintenance);
  }
}
