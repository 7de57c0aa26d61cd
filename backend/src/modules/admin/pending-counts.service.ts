import { Injectable } from '@nestjs/common';
import type { AdminPendingCountsResponse } from '@conectando/contracts';
import { RealtimeEmitter } from '../../infra/realtime/realtime-emitter.service';
import { HelpService } from '../help/help.service';
import { ReportsService } from '../moderation/reports.service';
import { OffersService } from '../offers/offers.service';
import { UserValidationsService } from '../users/user-validations.service';

/** Accounts and offers waiting for an admin: the /admin cards, served and pushed live. */
@Injectable()
export class PendingCountsService {
  constructor(
    private readonly users: UserValidationsService,
    private readonly offers: OffersService,
    private readonly realtime: RealtimeEmitter,
    private readonly reports: ReportsService,
    private readonly help: HelpService,
  ) {}

  async counts(): Promise<AdminPendingCountsResponse> {
    const [users, offers, reports, help] = await Promise.all([
      this.users.countAwaitingValidation(),
      this.offers.countPending(),
      this.reports.countOpen(),
      this.help.countOpen(),
    ]);
    return { users, offers, reports, help };
  }

  /** The counts to every admin, and (for offer events) the 'Validar Ofertas' queue's refetch hint. */
  async push({ offersChanged = true } = {}): Promise<void> {
    const counts = await this.counts();
    if (offersChanged) this.realtime.toAdmins('admin:queue-changed', { queue: 'offers' });
    this.realtime.toAdmins('admin:pending-counts', counts);
  }
}
