import { CLIENT_PATHS, NOTIFICATION_MSG, VERIFICATION_MSG, accountValidatedEmail } from '@conectando/contracts';
import { OnEvent } from '../../infra/events/on-event.decorator';
import { Inject, Injectable } from '@nestjs/common';
import type { DomainEvent } from '@conectando/contracts';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { MailService } from '../../infra/mail/mail.service';
import { ProcessedEventsService } from '../../infra/events/processed-events.service';
import { UsersService } from '../users/users.service';
import { NotificationsService } from './notifications.service';
import { NotificationPreferencesService } from './preferences/notification-preferences.service';

const CONSUMER = 'notifications';

/** Turns domain events into feed entries, live pushes and emails, once per event. */
@Injectable()
export class NotificationsListener {
  constructor(
    private readonly users: UsersService,
    private readonly processed: ProcessedEventsService,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    private readonly preferences: NotificationPreferencesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @OnEvent('account.validated')
  async onAccountValidated(event: DomainEvent<'account.validated'>): Promise<void> {
    const user = await this.users.findById(event.payload.userId);
    if (!user) return;
    const created = await this.processed.runOnce(CONSUMER, event.id, (tx) =>
      this.notifications.create(tx, {
        userId: user.id,
        type: 'account.validated',
        ...NOTIFICATION_MSG.accountValidated,
        link: CLIENT_PATHS.profile,
      }),
    );
    if (created) this.notifications.push(created);
    if (!(await this.preferences.allows(user.id, 'account', 'email'))) return;
    // Queued once per event, also by a re-run whose first run wrote the entry but failed to queue it.
    await this.mail.send(
      { to: user.email, ...accountValidatedEmail(user.name, this.config.PUBLIC_URL) },
      { consumer: `${CONSUMER}:account-validated`, eventId: event.id },
    );
  }

  /** A declined validation: the person reads why, and where to send a new document (their profile). */
  @OnEvent('account.declined')
  async onAccountDeclined(event: DomainEvent<'account.declined'>): Promise<void> {
    const user = await this.users.findById(event.payload.userId);
    if (!user?.validationDeclinedReason) return;
    await this.notifications.notifyOnce('notifications.declined', event.id, {
      userId: user.id,
      type: 'account.declined',
      title: VERIFICATION_MSG.declinedTitle,
      body: user.validationDeclinedReason,
      link: CLIENT_PATHS.profile,
    });
  }
}
