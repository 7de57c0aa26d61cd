import { Body, Controller, Patch } from '@nestjs/common';
import { AuthUserResponse, UpdatePreferencesDto } from '@conectando/contracts';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { toAuthUser } from './users.mapper';
import { UserProfilesService } from './user-profiles.service';

/** A session: each person changes only their own settings. */
@Controller('me')
export class PreferencesController {
  constructor(private readonly users: UserProfilesService) {}

  /** Answers what /api/auth/me answers, with the new setting. */
  @Patch('preferences')
  async update(@CurrentUser() user: SessionUser, @Body() dto: UpdatePreferencesDto): Promise<AuthUserResponse> {
    return toAuthUser(await this.users.setTextSize(user, dto.textSize));
  }
}
