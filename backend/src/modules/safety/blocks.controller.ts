import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { BlocksService } from './blocks.service';

/** A session; each person manages only their own blocks. */
@Controller('users')
export class BlocksController {
  constructor(private readonly blocks: BlocksService) {}

  @Get('blocked')
  list(@CurrentUser() user: SessionUser) {
    return this.blocks.listBlocked(user.id);
  }

  @Post(':id/block')
  @HttpCode(204)
  async block(@CurrentUser() user: SessionUser, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    await this.blocks.block(user.id, id);
  }

  @Delete(':id/block')
  @HttpCode(204)
  async unblock(@CurrentUser() user: SessionUser, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    await this.blocks.unblock(user.id, id);
  }
}
