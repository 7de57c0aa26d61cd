import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ERASE_EARLY, PersonalDataRegistry } from '../../infra/personal-data/personal-data.registry';
import { ApplicationAwardsService } from './application-awards.service';

/** A professional's applications; on erasure also the closing of an institution's open offers. */
@Injectable()
export class ApplicationsPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly dataSource: DataSource,
    private readonly applications: ApplicationAwardsService,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'applications',
      eraseOrder: ERASE_EARLY,
      exportFor: (userId) =>
        this.dataSource.query(
          `SELECT id, job_offer_id AS "offerId", cover_letter AS "coverLetter", proposed_rate AS "proposedRate",
                  status, awarded_at AS "awardedAt", read_at AS "readAt", refunded_at AS "refundedAt",
                  created_at AS "createdAt"
             FROM applications WHERE professional_id = $1 ORDER BY created_at`,
          [userId],
        ),
      eraseFor: ({ tx, userId }) => this.applications.eraseFor(tx, userId),
    });
  }
}
