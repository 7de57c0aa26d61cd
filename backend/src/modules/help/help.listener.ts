import { Inject, Injectable } from '@nestjs/common';
import { CLIENT_PATHS, DomainEvent, HELP_MSG, helpReplyEmail } from '@conectando/contracts';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { OnEvent } from '../../infra/events/on-event.decorator';
import { ProcessedEventsService } from '../../infra/events/processed-events.service';
import { MailService } from '../../infra/mail/mail.service';
import { RealtimeEmitter } from '../../infra/realtime/realtime-emitter.service';
import { NotificationsService } from '../notifications/notifications.service';
import { HelpService } from './help.service';

const CONSUMER = 'help.reply';
const PREVIEW = 120;

/** The team's reply reaches the person: live and in the feed when signed in; by email from the public form. */
@Injectable()
export class HelpListener {
  constructor(
    private readonly help: HelpService,
    private readonly notifications: NotificationsService,
    private readonly realtime: RealtimeEmitter,
    private readonly processed: ProcessedEventsService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @OnEvent('help.replied')
  async onReplied(event: DomainEvent<'help.replied'>): Promise<void> {
    const found = await this.help.replyWithRequest(event.payload.replyId);
    if (!found) return;
    const { request, reply } = found;
    if (request.viaPublicForm) {
      const first = await this.processed.runOnce(CONSUMER, event.id, () => Promise.resolve(true));
      if (first)
        await this.mail.sendOrLog({ to: request.email, ...helpReplyEmail(reply.text, this.config.PUBLIC_URL) });
      return;
    }
    if (!request.userId) return;
    const preview = reply.text.length > PREVIEW ? `${reply.text.slice(0, PREVIEW)}…` : reply.text;
    const created = await this.notifications.notifyOnce(CONSUMER, event.id, {
      userId: request.userId,
      type: 'help.reply',
      title: HELP_MSG.replyTitle,
      body: preview,
      link: CLIENT_PATHS.help,
    });
    if (!created) return;
    this.realtime.toUser(request.userId, 'help:reply', {
      requestId: request.id,
      reply: { id: reply.id, text: reply.text, createdAt: reply.createdAt.toISOString() },
    });
  }
}
