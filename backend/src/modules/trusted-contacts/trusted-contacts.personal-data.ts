import { Injectable, OnModuleInit } from '@nestjs/common';
import { ERASE_NORMAL, PersonalDataRegistry } from '../../infra/personal-data/personal-data.registry';
import { TrustedContactsService } from './trusted-contacts.service';

/** The person's trusted contact, both sides' consents and every alert sent (Ley 21.719): exported and erased. */
@Injectable()
export class TrustedContactsPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly trusted: TrustedContactsService,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'trustedContact',
      eraseOrder: ERASE_NORMAL,
      exportFor: (userId) => this.trusted.exportFor(userId),
      eraseFor: ({ tx, userId }) => this.trusted.eraseFor(tx, userId),
    });
  }
}
