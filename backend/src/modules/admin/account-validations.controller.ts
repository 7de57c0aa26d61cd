import { Body, Controller, Get, Param, ParseUUIDPipe, Patch } from '@nestjs/common';
import { ValidateAccountDto } from '@conectando/contracts';
import { AdminOnly } from '../../common/decorators/access.decorators';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { AccountValidationsService } from './account-validations.service';

@Controller('admin')
@AdminOnly()
export class AccountValidationsController {
  constructor(private readonly validations: AccountValidationsService) {}

  /** Admins: accounts waiting for review. */
  @Get('pending-users')
  listPending() {
    return this.validations.listPending();
  }

  /**
   * Admins: validate a professional or institution, saying what was checked, or decline with a reason.
   * The spec's old body (adminId) still validates; the admin is the session's.
   */
  @Patch('users/:userId/validate')
  validate(
    @CurrentUser() admin: SessionUser,
    @Param('userId', ParseUUIDPipe) userId: string,
    @Body() dto: ValidateAccountDto,
  ) {
    return this.validations.validate(admin, userId, dto);
  }
}
