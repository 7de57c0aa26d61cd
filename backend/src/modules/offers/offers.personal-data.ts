import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ERASE_EARLY, PersonalDataRegistry } from '../../infra/personal-data/personal-data.registry';
import { OfferPublishingService } from './offer-publishing.service';

/**
 * An institution's job offers. They stay after an erasure (applicants' history points at them); the
 * ones still waiting for review are withdrawn with their token back.
 */
@Injectable()
export class OffersPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly dataSource: DataSource,
    private readonly offers: OfferPublishingService,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'offers',
      eraseOrder: ERASE_EARLY + 1,
      exportFor: (userId) =>
        this.dataSource.query(
          `SELECT id, title, description, service_type AS "serviceType", modality, location, payment, duration,
                  requirements, scheduled_date AS "scheduledDate", status, rejection_reason AS "rejectionReason",
                  closed_at AS "closedAt", closed_reason AS "closedReason", created_at AS "createdAt"
             FROM job_offers WHERE institution_id = $1 ORDER BY created_at`,
          [userId],
        ),
      eraseFor: ({ tx, userId }) => this.offers.withdrawPendingOf(tx, userId),
    });
  }
}
