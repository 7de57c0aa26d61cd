import { Body, Controller, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import {
  AccountType,
  AdminOffersResponse,
  CreateOfferDto,
  JobOfferResponse,
  MARKET_MSG,
  MyOfferResponse,
  OffersQueryDto,
  UpdateOfferStatusDto,
} from '@conectando/contracts';
import { AdminOnly } from '../../common/decorators/access.decorators';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { MarketplaceRoute } from '../users/marketplace-access.guard';
import { uuidParam } from '../../common/pipes/uuid-param';
import { OfferPublishingService } from './offer-publishing.service';
import { OffersService } from './offers.service';
import { RepeatSafe } from '../../infra/idempotency/repeat-safe.decorator';

const offerId = uuidParam(MARKET_MSG.offerNotFound);

@Controller()
export class OffersController {
  constructor(
    private readonly offers: OffersService,
    private readonly publishing: OfferPublishingService,
  ) {}

  /** Validated professionals and institutions (and admins): approved, open offers, filterable. */
  @Get(['offers', 'job-offers'])
  @MarketplaceRoute('any', { admins: true })
  list(@CurrentUser() user: SessionUser, @Query() query: OffersQueryDto): Promise<JobOfferResponse[]> {
    return this.offers.list(user, query);
  }

  /** Validated marketplace accounts: an approved offer; its institution and admins: any status. */
  @Get(['offers/:id', 'job-offers/:id'])
  @MarketplaceRoute('any', { admins: true })
  findOne(@CurrentUser() user: SessionUser, @Param('id', offerId) id: string): Promise<JobOfferResponse> {
    return this.offers.findOne(user, id);
  }

  /** Validated institutions: publish (spends one token; goes to review). */
  @RepeatSafe()
  @Post('offers')
  @MarketplaceRoute(AccountType.Institucion)
  create(@CurrentUser() user: SessionUser, @Body() dto: CreateOfferDto): Promise<MyOfferResponse> {
    return this.publishing.create(user, dto);
  }

  /** The owning institution: edit and resubmit a rejected offer (spends one token again). */
  @RepeatSafe()
  @Put('offers/:id')
  @MarketplaceRoute(AccountType.Institucion)
  resubmit(
    @CurrentUser() user: SessionUser,
    @Param('id', offerId) id: string,
    @Body() dto: CreateOfferDto,
  ): Promise<MyOfferResponse> {
    return this.publishing.resubmit(user, id, dto);
  }

  /** Admins: approve, or reject with a reason (refunds the institution). */
  @Patch('offers/:id/status')
  @AdminOnly()
  review(
    @CurrentUser() admin: SessionUser,
    @Param('id', offerId) id: string,
    @Body() dto: UpdateOfferStatusDto,
  ): Promise<JobOfferResponse> {
    return this.publishing.review(admin, id, dto);
  }

  /** Institutions: their own offers with unread and total application counts. */
  @Get('my/offers')
  @MarketplaceRoute(AccountType.Institucion)
  listMine(@CurrentUser() user: SessionUser): Promise<MyOfferResponse[]> {
    return this.offers.listMine(user.id);
  }

  /** Admins: 'Validar Ofertas' sections. */
  @Get('admin/offers')
  @AdminOnly()
  listForAdmin(): Promise<AdminOffersResponse> {
    return this.offers.listForAdmin();
  }
}
