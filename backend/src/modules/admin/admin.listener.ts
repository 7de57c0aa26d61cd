import { OnEvent } from '../../infra/events/on-event.decorator';
import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@conectando/contracts';
import { RealtimeEmitter } from '../../infra/realtime/realtime-emitter.service';
import { PendingCountsService } from './pending-counts.service';

// The counts follow the owning module's own reactions to the same event (its feed entry first).
const AFTER_OWNERS = { priority: 1 };

/** What the admins' screens follow live: the validation queues and their counts; and the validated user's own screens. */
@Injectable()
export class AdminListener {
  constructor(
    private readonly pending: PendingCountsService,
    private readonly realtime: RealtimeEmitter,
  ) {}

  /** A new professional or institution waits for review: 'Validar Usuarios' and the counts move. */
  @OnEvent('account.registered')
  async onAccountRegistered(_event: DomainEvent<'account.registered'>): Promise<void> {
    this.realtime.toAdmins('admin:queue-changed', { queue: 'users' });
    await this.pending.push({ offersChanged: false });
  }

  @OnEvent('account.validated', AFTER_OWNERS)
  async onAccountValidated(event: DomainEvent<'account.validated'>): Promise<void> {
    this.realtime.toUser(event.payload.userId, 'account:validated', { userId: event.payload.userId });
    this.realtime.toAdmins('admin:queue-changed', { queue: 'users' });
    await this.pending.push({ offersChanged: false });
  }

  /** A declined account leaves 'Validar Usuarios', a resubmitted one comes back (the person hears through the feed). */
  @OnEvent('account.declined', AFTER_OWNERS)
  @OnEvent('account.resubmitted')
  async onValidationQueueMoved(_event: DomainEvent<'account.declined' | 'account.resubmitted'>): Promise<void> {
    this.realtime.toAdmins('admin:queue-changed', { queue: 'users' });
    await this.pending.push({ offersChanged: false });
  }

  /** The moderation queue moved: /admin/reportes refetches, the counts follow. */
  @OnEvent('report.created')
  @OnEvent('report.reviewed', AFTER_OWNERS)
  async onReportsChanged(_event: DomainEvent<'report.created' | 'report.reviewed'>): Promise<void> {
    this.realtime.toAdmins('admin:queue-changed', { queue: 'reports' });
    await this.pending.push({ offersChanged: false });
  }

  /** The 'Pedir ayuda' queue moved: /admin/ayuda refetches, the counts follow. */
  @OnEvent('help.requested')
  @OnEvent('help.replied')
  @OnEvent('help.status_changed')
  async onHelpChanged(_event: DomainEvent<'help.requested' | 'help.replied' | 'help.status_changed'>): Promise<void> {
    this.realtime.toAdmins('admin:queue-changed', { queue: 'help' });
    await this.pending.push({ offersChanged: false });
  }

  /** Offers entering or leaving review. */
  @OnEvent('offer.submitted')
  @OnEvent('offer.approved', AFTER_OWNERS)
  @OnEvent('offer.rejected', AFTER_OWNERS)
  async onOfferReviewChanged(
    _event: DomainEvent<'offer.submitted' | 'offer.approved' | 'offer.rejected'>,
  ): Promise<void> {
    await this.pending.push();
  }
}
