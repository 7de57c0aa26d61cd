import { OnEvent } from '../../infra/events/on-event.decorator';
import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@conectando/contracts';
import { RealtimeEmitter } from '../../infra/realtime/realtime-emitter.service';

/** Everyone's screen follows the maintenance switch. */
@Injectable()
export class MaintenanceListener {
  constructor(private readonly realtime: RealtimeEmitter) {}

  @OnEvent('maintenance.changed')
  onMaintenanceChanged(event: DomainEvent<'maintenance.changed'>): void {
    this.realtime.toEveryone('maintenance:changed', { isInMaintenance: event.payload.isInMaintenance });
  }
}
