import { Injectable } from '@nestjs/common';
import { DomainEvent, SAFETY_MSG } from '@conectando/contracts';
import { OnEvent } from '../../infra/events/on-event.decorator';
import { NotificationsService } from '../notifications/notifications.service';

const CONSUMER = 'moderation.warning';

/** A warned person hears it from us, once however often the event is delivered. */
@Injectable()
export class ModerationListener {
  constructor(private readonly notifications: NotificationsService) {}

  @OnEvent('report.reviewed')
  async onReviewed(event: DomainEvent<'report.reviewed'>): Promise<void> {
    if (event.payload.action !== 'warn') return;
    await this.notifications.notifyOnce(CONSUMER, event.id, {
      userId: event.payload.targetId,
      type: 'moderation.warning',
      title: SAFETY_MSG.warnTitle,
      body: SAFETY_MSG.warnBody,
      link: null,
    });
  }
}
