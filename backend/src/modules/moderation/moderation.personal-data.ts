import { Injectable, OnModuleInit } from '@nestjs/common';
import { ERASE_NORMAL, PersonalDataRegistry } from '../../infra/personal-data/personal-data.registry';
import { ReportsService } from './reports.service';

/**
 * The reports a person made. They are not erased: their evidence protects others and the queue's
 * audit trail; after an erasure they name only a nameless account.
 */
@Injectable()
export class ModerationPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly reports: ReportsService,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'reports',
      eraseOrder: ERASE_NORMAL,
      exportFor: (userId) => this.reports.exportFor(userId),
    });
  }
}
