import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@conectando/contracts';
import { RealtimeEmitter } from '../../infra/realtime/realtime-emitter.service';

/** Live pushes that are not notifications: everyone's maintenance switch, the admins' queues. */
@Injectable()
export class RealtimeListener {
  constructor(private readonly realtime: RealtimeEmitter) {}

  onMaintenanceChanged(event: DomainEvent<'maintenance.changed'>): void {
    this.realtime.toEveryone('maintenance:changed', { isInMaintenance: event.payload.isInMaintenance });
  }

  onAccountValidated(event: DomainEvent<'account.validated'>): void {
    this.realtime.toUser(event.payload.userId, 'account:validated', { userId: event.payload.userId });
    this.realtime.toAdmins('admin:queue-changed', { queue: 'users' });
  }
}
