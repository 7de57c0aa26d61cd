import { Injectable } from '@nestjs/common';
import { DomainEvent, SAFETY_MSG } from '@conectando/contracts';
import { OnEvent } from '../../infra/events/on-event.decorator';
import { NotificationsService } from '../notifications/notifications.service';
import { ReportsService } from './reports.service';

const CONSUMER = 'moderation.warning';
const REPORTER = 'moderation.report_closed';

/**
 * A warned person hears it from us, and whoever reported hears that it was reviewed (never what was
 * decided), once each however often the event is delivered.
 */
@Injectable()
export class ModerationListener {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly reports: ReportsService,
  ) {}

  @OnEvent('report.reviewed')
  async onReviewed(event: DomainEvent<'report.reviewed'>): Promise<void> {
    const reporterId = await this.reports.reporterOf(event.payload.reportId);
    if (reporterId) {
      await this.notifications.notifyOnce(REPORTER, event.id, {
        userId: reporterId,
        type: 'moderation.report_closed',
        title: SAFETY_MSG.reportClosedTitle,
        body: SAFETY_MSG.reportClosedBody,
        link: null,
      });
    }
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
