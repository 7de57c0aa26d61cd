import { Controller, Get } from '@nestjs/common';
import { AccountType, ProfessionalProfileResponse } from '@conectando/contracts';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { MarketplaceRoute } from './marketplace-access.guard';
import { UserProfilesService } from './user-profiles.service';

/** Validated institutions (and admins): validated professionals' public profiles. */
@Controller('professional-profiles')
export class ProfessionalProfilesController {
  constructor(private readonly users: UserProfilesService) {}

  @Get()
  @MarketplaceRoute(AccountType.Institucion, { admins: true })
  list(@CurrentUser() user: SessionUser): Promise<ProfessionalProfileResponse[]> {
    return this.users.listProfessionalProfiles(user.id);
  }
}
