import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { FeaturedMentorsQuery } from '@conectando/contracts';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { ProfileService } from './profile.service';

@Controller()
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  /** Anyone signed in: featured mentors for /skills. */
  @Get('users/role/mentor')
  featuredMentors(@CurrentUser() user: SessionUser, @Query() query: FeaturedMentorsQuery) {
    return this.profile.featuredMentors(user.id, query.q);
  }

  /** The user and admins: activity stats for /profile. */
  @Get('users/:id/stats')
  stats(@CurrentUser() user: SessionUser, @Param('id', ParseUUIDPipe) id: string) {
    return this.profile.stats(user, id);
  }

  /** Anyone signed in: the data of /mentor/:id. */
  @Get('mentors/:id')
  mentor(@CurrentUser() user: SessionUser, @Param('id', ParseUUIDPipe) id: string) {
    return this.profile.mentorProfile(user, id);
  }
}
