import { ErrorCode, MARKET_MSG } from '@conectando/contracts';
import { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { OffersService } from '../offers/offers.service';
import type { User } from '../users/entities/user.entity';
import { Application } from './entities/application.entity';

/** The application, when its offer is the institution's: 404 for an unknown one, 403 for another's. */
export async function findForOwner(
  offers: OffersService,
  tx: EntityManager,
  institution: User,
  applicationId: string,
): Promise<Application> {
  const application = await tx.findOneBy(Application, { id: applicationId });
  if (!application) throw new AppError(ErrorCode.NotFound, MARKET_MSG.applicationNotFound);
  if ((await offers.institutionOf(tx, application.jobOfferId)) !== institution.id)
    throw new AppError(ErrorCode.Forbidden, MARKET_MSG.notYourOffer);
  return application;
}

/** Passes when the offer is the viewer's (or, with adminsToo, the viewer is an admin). */
export async function assertOfferOwner(
  offers: OffersService,
  tx: EntityManager,
  viewer: User,
  offerId: string,
  options: { adminsToo?: boolean } = {},
): Promise<void> {
  const institutionId = await offers.institutionOf(tx, offerId);
  if (!institutionId) throw new AppError(ErrorCode.NotFound, MARKET_MSG.offerNotFound);
  if (institutionId !== viewer.id && !(options.adminsToo && viewer.isAdmin))
    throw new AppError(ErrorCode.Forbidden, MARKET_MSG.notYourOffer);
}
