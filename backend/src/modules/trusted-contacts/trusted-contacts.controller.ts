import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { SetTrustedContactDto, TrustedContactTokenDto } from '@conectando/contracts';
import { Public } from '../../common/decorators/access.decorators';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { TrustedContactsService } from './trusted-contacts.service';

/** The person names and removes their own contact; the contact answers from the emailed links (no account). */
@Controller()
export class TrustedContactsController {
  constructor(private readonly trusted: TrustedContactsService) {}

  @Put('me/trusted-contact')
  @HttpCode(200)
  set(@CurrentUser() user: SessionUser, @Body() dto: SetTrustedContactDto) {
    return this.trusted.set(user.id, dto);
  }

  @Get('me/trusted-contact')
  get(@CurrentUser() user: SessionUser) {
    return this.trusted.get(user.id);
  }

  @Delete('me/trusted-contact')
  @HttpCode(204)
  async remove(@CurrentUser() user: SessionUser): Promise<void> {
    await this.trusted.remove(user.id);
  }

  /** Public: whose invitation the link is (the token in the body, out of the logs). */
  @Post('trusted-contact/invitation')
  @Public()
  @HttpCode(200)
  invitation(@Body() dto: TrustedContactTokenDto) {
    return this.trusted.invitation(dto.token);
  }

  @Post('trusted-contact/accept')
  @Public()
  @HttpCode(200)
  accept(@Body() dto: TrustedContactTokenDto) {
    return this.trusted.accept(dto.token);
  }

  @Post('trusted-contact/leave')
  @Public()
  @HttpCode(204)
  async leave(@Body() dto: TrustedContactTokenDto): Promise<void> {
    await this.trusted.leave(dto.token);
  }
}
