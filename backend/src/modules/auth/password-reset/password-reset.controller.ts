import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  PASSWORD_RESET_MSG,
  PasswordResetCheckDto,
  PasswordResetConfirmDto,
  PasswordResetRequestDto,
  PasswordResetRequestedResponse,
} from '@conectando/contracts';
import { AllowDuringMaintenance, Public } from '../../../common/decorators/access.decorators';
import { PasswordResetService } from './password-reset.service';

@Controller('auth/password-reset')
@AllowDuringMaintenance()
export class PasswordResetController {
  constructor(private readonly passwordReset: PasswordResetService) {}

  /** Anyone: the same 202 whether or not the account exists. */
  @Post()
  @Public()
  @HttpCode(202)
  async request(@Body() dto: PasswordResetRequestDto): Promise<PasswordResetRequestedResponse> {
    await this.passwordReset.request(dto.email);
    return { message: PASSWORD_RESET_MSG.requested };
  }

  /** Anyone: 204 while the link works, 404 with linkInvalid once spent or expired. */
  @Post('check')
  @Public()
  @HttpCode(204)
  async check(@Body() dto: PasswordResetCheckDto): Promise<void> {
    await this.passwordReset.check(dto.token);
  }

  /** Anyone holding a valid link. */
  @Post('confirm')
  @Public()
  @HttpCode(204)
  async confirm(@Body() dto: PasswordResetConfirmDto): Promise<void> {
    await this.passwordReset.confirm(dto);
  }
}
