import { Body, Controller, Get, Put } from '@nestjs/common';
import { NotificationPreferencesDto, NotificationPreferencesResponse } from '@conectando/contracts';
import { CurrentUser, SessionUser } from '../../../common/decorators/current-user.decorator';
import { NotificationPreferencesService } from './notification-preferences.service';

/** A session: the person's own preferences only. */
@Controller('notifications/preferences')
export class NotificationPreferencesController {
  constructor(private readonly preferences: NotificationPreferencesService) {}

  @Get()
  get(@CurrentUser() user: SessionUser): Promise<NotificationPreferencesResponse> {
    return this.preferences.get(user.id);
  }

  @Put()
  set(
    @CurrentUser() user: SessionUser,
    @Body() dto: NotificationPreferencesDto,
  ): Promise<NotificationPreferencesResponse> {
    return this.preferences.set(user.id, dto);
  }
}
