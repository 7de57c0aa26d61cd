import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, Put } from '@nestjs/common';
import { UpdateModeDto, UpdateProfileDto } from '@conectando/contracts';
import { AdminOnly } from '../../common/decorators/access.decorators';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { UserProfilesService } from './user-profiles.service';

@Controller('users')
export class UsersController {
  constructor(private readonly users: UserProfilesService) {}

  /** Admins: every account. */
  @Get()
  @AdminOnly()
  list() {
    return this.users.list();
  }

  /** Anyone signed in: public fields; the user and admins also see private ones. */
  @Get(':id')
  get(@CurrentUser() viewer: SessionUser, @Param('id', ParseUUIDPipe) id: string) {
    return this.users.get(viewer, id);
  }

  /** The user only. */
  @Put(':id')
  update(@CurrentUser() viewer: SessionUser, @Param('id', ParseUUIDPipe) id: string, @Body() dto: UpdateProfileDto) {
    return this.users.updateProfile(viewer, id, dto);
  }

  /** The user only: switches between mentor and learner mode. */
  @Patch(':id/role')
  setMode(@CurrentUser() viewer: SessionUser, @Param('id', ParseUUIDPipe) id: string, @Body() dto: UpdateModeDto) {
    return this.users.setMode(viewer, id, dto);
  }
}
