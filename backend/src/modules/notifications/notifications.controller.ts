import { Controller, Get, Param, ParseUUIDPipe, Patch, Query } from '@nestjs/common';
import { NotificationsQueryDto } from '@conectando/contracts';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { NotificationsService } from './notifications.service';

/** A session: the user's own feed only. */
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  list(@CurrentUser() user: SessionUser, @Query() query: NotificationsQueryDto) {
    return this.notifications.list(user.id, query.cursor, query.limit === undefined ? undefined : Number(query.limit));
  }

  @Get('unread-count')
  unreadCount(@CurrentUser() user: SessionUser) {
    return this.notifications.unreadCount(user.id);
  }

  @Patch('read-all')
  markAllRead(@CurrentUser() user: SessionUser) {
    return this.notifications.markAllRead(user.id);
  }

  @Patch(':id/read')
  markRead(@CurrentUser() user: SessionUser, @Param('id', ParseUUIDPipe) id: string) {
    return this.notifications.markRead(user.id, id);
  }
}
