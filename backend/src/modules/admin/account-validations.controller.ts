import { Controller, Get, Param, ParseUUIDPipe, Patch } from '@nestjs/common';
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

  /** Admins: validate a professional or institution. The spec's body (adminId) is ignored: the admin is the session's. */
  @Patch('users/:userId/validate')
  validate(@CurrentUser() admin: SessionUser, @Param('userId', ParseUUIDPipe) userId: string) {
    return this.validations.validate(admin, userId);
  }
}
