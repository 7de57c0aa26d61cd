import { ErrorCode, MARKET_MSG } from '@conectando/contracts';
import { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { JobOffer } from './entities/job-offer.entity';

/** The offer locked for a change by its institution: 404 when missing, 403 when it is another's. */
export async function lockOwnedOffer(tx: EntityManager, institutionId: string, offerId: string): Promise<JobOffer> {
  const offer = await tx.findOne(JobOffer, { where: { id: offerId }, lock: { mode: 'pessimistic_write' } });
  if (!offer) throw new AppError(ErrorCode.NotFound, MARKET_MSG.offerNotFound);
  if (offer.institutionId !== institutionId) throw new AppError(ErrorCode.Forbidden, MARKET_MSG.notYourOffer);
  return offer;
}
