import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  CreateHelpRequestDto,
  HELP_MSG,
  HelpQueueQueryDto,
  HelpReplyDto,
  PublicHelpRequestDto,
  UpdateHelpStatusDto,
} from '@conectando/contracts';
import { AdminOnly, Public } from '../../common/decorators/access.decorators';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { uuidParam } from '../../common/pipes/uuid-param';
import { HelpService } from './help.service';

/** A signed-in person asks and reads their own conversations; anyone may use the public form; admins answer. */
@Controller()
export class HelpController {
  constructor(private readonly help: HelpService) {}

  @Post('help')
  create(@CurrentUser() user: SessionUser, @Body() dto: CreateHelpRequestDto) {
    return this.help.create(user.id, dto);
  }

  @Get('help')
  mine(@CurrentUser() user: SessionUser) {
    return this.help.mine(user.id);
  }

  /** Public: when the team answers, shown before anyone writes. */
  @Get('help/reply-time')
  @Public()
  replyTime() {
    return this.help.replyTime();
  }

  /** Public: suspended or locked-out people. Always 202, whether or not the email has an account. */
  @Post('help/public')
  @Public()
  @HttpCode(202)
  async createPublic(@Body() dto: PublicHelpRequestDto, @Req() req: Request): Promise<{ message: string }> {
    await this.help.createPublic(req.ip, dto);
    return { message: HELP_MSG.sentPublic };
  }

  @Get('admin/help')
  @AdminOnly()
  queue(@Query() query: HelpQueueQueryDto) {
    return this.help.queue(query.status ?? 'open');
  }

  @Post('admin/help/:id/replies')
  @AdminOnly()
  reply(
    @CurrentUser() admin: SessionUser,
    @Param('id', uuidParam(HELP_MSG.notFound)) id: string,
    @Body() dto: HelpReplyDto,
  ) {
    return this.help.reply(admin.id, id, dto.text);
  }

  @Patch('admin/help/:id')
  @AdminOnly()
  setStatus(@Param('id', uuidParam(HELP_MSG.notFound)) id: string, @Body() dto: UpdateHelpStatusDto) {
    return this.help.setStatus(id, dto.status);
  }
}
