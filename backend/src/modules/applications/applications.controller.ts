import { Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  AccountType,
  ApplicationResponse,
  CreateApplicationDto,
  MARKET_MSG,
  MyApplicationResponse,
  MyOfferResponse,
  OfferApplicationEntry,
} from '@conectando/contracts';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { MarketplaceRoute } from '../users/marketplace-access.guard';
import { uuidParam } from '../../common/pipes/uuid-param';
import { ApplicationAwardsService } from './application-awards.service';
import { ApplicationsService } from './applications.service';
import { RepeatSafe } from '../../infra/idempotency/repeat-safe.decorator';

const offerId = uuidParam(MARKET_MSG.offerNotFound);
const applicationId = uuidParam(MARKET_MSG.applicationNotFound);

@Controller()
export class ApplicationsController {
  constructor(
    private readonly applications: ApplicationsService,
    private readonly awards: ApplicationAwardsService,
  ) {}

  /** Validated professionals: apply (spends one token). */
  @RepeatSafe()
  @Post('applications')
  @MarketplaceRoute(AccountType.Profesional)
  apply(@CurrentUser() user: SessionUser, @Body() dto: CreateApplicationDto): Promise<ApplicationResponse> {
    return this.applications.apply(user, dto);
  }

  /** Validated professionals: their own applications. */
  @Get('my/applications')
  @MarketplaceRoute(AccountType.Profesional)
  listMine(@CurrentUser() user: SessionUser): Promise<MyApplicationResponse[]> {
    return this.applications.listMine(user.id);
  }

  /** The owning institution (and admins): the offer's applications with their professionals. */
  @Get(['offers/:id/applications', 'job-offers/:id/applications'])
  @MarketplaceRoute(AccountType.Institucion, { admins: true })
  listForOffer(@CurrentUser() user: SessionUser, @Param('id', offerId) id: string): Promise<OfferApplicationEntry[]> {
    return this.applications.listForOffer(user, id);
  }

  /** The owning institution: mark every application of the offer read (opening its screen). */
  @Patch('offers/:id/applications/mark-read')
  @MarketplaceRoute(AccountType.Institucion)
  markAllRead(@CurrentUser() user: SessionUser, @Param('id', offerId) id: string): Promise<{ updated: number }> {
    return this.applications.markAllRead(user, id);
  }

  /** The owning institution: mark one application read. */
  @Patch('applications/:id/mark-read')
  @MarketplaceRoute(AccountType.Institucion)
  markRead(@CurrentUser() user: SessionUser, @Param('id', applicationId) id: string): Promise<ApplicationResponse> {
    return this.applications.markRead(user, id);
  }

  /** The owning institution: award (exactly one per offer; a lost race answers 409). */
  @RepeatSafe()
  @Post('applications/:id/award')
  @HttpCode(200)
  @MarketplaceRoute(AccountType.Institucion)
  award(@CurrentUser() user: SessionUser, @Param('id', applicationId) id: string): Promise<ApplicationResponse> {
    return this.awards.award(user, id);
  }

  /** The owning institution: 'Cerrar sin adjudicar'. It settles the offer's applications (refunds), as an award does. */
  @RepeatSafe()
  @Post('offers/:id/close')
  @HttpCode(200)
  @MarketplaceRoute(AccountType.Institucion)
  closeOffer(@CurrentUser() user: SessionUser, @Param('id', offerId) id: string): Promise<MyOfferResponse> {
    return this.awards.closeOfferWithoutAward(user, id);
  }
}
