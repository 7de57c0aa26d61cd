import { Injectable } from '@nestjs/common';
import type { AdminPendingCountsResponse } from '@conectando/contracts';
import { RealtimeEmitter } from '../../infra/realtime/realtime-emitter.service';
import { ReportsService } from '../moderation/reports.service';
import { OffersService } from '../offers/offers.service';
import { UsersService } from '../users/users.service';

/** Accounts and offers waiting for an admin: the /admin cards, served and pushed live. */
@Injectable()
export class PendingCountsService {
  constructor(
    private readonly users: UsersService,
    private readonly offers: OffersService,
    private readonly realtime: RealtimeEmitter,
    private readonly reports: ReportsService,
  ) {}

  async counts(): Promise<AdminPendingCountsResponse> {
    const [users, offers, reports] = await Promise.all([
      this.users.countAwaitingValidation(),
      this.offers.countPending(),
      this.reports.countOpen(),
    ]);
    return { users, offers, reports };
  }

  /** The counts to every admin, and (for offer events) the 'Validar Ofertas' queue's refetch hint. */
  async push({ offersChanged = true } = {}): Promise<void> {
    const counts = await this.counts();
    if (offersChanged) this.realtime.toAdmins('admin:queue-changed', { queue: 'offers' });
    this.realtime.toAdmins('admin:pending-counts', counts);
  }
}
