import { Inject, Injectable } from '@nestjs/common';
import { DomainEvent, formatMeetingTime, meetingPath, NotificationType } from '@conectando/contracts';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { MailService } from '../../infra/mail/mail.service';
import { ProcessedEventsService } from '../../infra/events/processed-events.service';
import type { Notification } from '../notifications/entities/notification.entity';
import { NotificationsService } from '../notifications/notifications.service';
import { NotificationPreferencesService } from '../notifications/preferences/notification-preferences.service';
import { UsersService } from '../users/users.service';
import { Meeting } from './entities/meeting.entity';
import { meetingCalendar } from './meeting-calendar';
import type { ReminderJob } from './meeting-reminders';
import { MeetingsService } from './meetings.service';

// Consumer names are part of the data (docs/decisions/domain-events-and-outbox.md).
const NOTIFY = 'meetings-notifications';
const CONFIRMATION_MAIL = 'meetings-confirmation-mail';
const SIGNATURE = '\n\nEquipo de Conectando Generaciones';

const when = (d: Date) => `el ${formatMeetingTime(d)}`;

/** What each person is told of a meeting: the feed entry (with push), the email, the reminders. */
@Injectable()
export class MeetingNotices {
  constructor(
    private readonly meetings: MeetingsService,
    private readonly notifications: NotificationsService,
    private readonly preferences: NotificationPreferencesService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly processed: ProcessedEventsService,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The other person hears of the change once, in the feed (and push) and by email per their preferences. */
  async changed(event: DomainEvent<'meeting.changed'>, meeting: Meeting): Promise<void> {
    const { change, actorId, otherId } = event.payload;
    const people = await this.meetings.people([actorId, otherId]);
    const actor = people.get(actorId)?.name ?? 'La otra persona';
    const slots = meeting.slots.map((s) => formatMeetingTime(s));
    const start = meeting.startsAt ? when(meeting.startsAt) : '';
    const texts: Record<typeof change, { title: string; body: string }> = {
      proposed: { title: `${actor} te invita a una reunión`, body: `Horarios propuestos: ${slots.join('; ')}.` },
      rescheduled: { title: `${actor} propone otro horario`, body: `Horarios propuestos: ${slots.join('; ')}.` },
      confirmed: { title: `${actor} aceptó la reunión`, body: `Se reunirán ${start}.` },
      declined: { title: `${actor} no puede reunirse`, body: 'Rechazó la invitación. Puedes proponer otros horarios.' },
      cancelled: {
        title: `${actor} canceló la reunión`,
        body: start ? `La reunión de ${start} no se hará.` : 'La invitación fue cancelada.',
      },
    };
    const text = texts[change];
    const link = meetingPath(meeting.id);
    const created = await this.notifications.notifyOnce(`${NOTIFY}:${change}`, event.id, {
      userId: otherId,
      type: `meeting.${change}` as NotificationType,
      ...text,
      link,
    });
    if (change === 'confirmed') {
      await this.mailConfirmation(event.id, meeting);
      return;
    }
    if (!created) return;
    await this.mailTo(otherId, text.title, `${text.body}\n\nVer la reunión: ${this.config.PUBLIC_URL}${link}`, meeting);
  }

  /** Both people get the confirmation with the .ics, once per confirmation. */
  private async mailConfirmation(eventId: string, meeting: Meeting): Promise<void> {
    if (!(await this.processed.claim(CONFIRMATION_MAIL, eventId))) return;
    const people = await this.meetings.people([meeting.organizerId, meeting.inviteeId]);
    for (const [userId, otherId] of [
      [meeting.organizerId, meeting.inviteeId],
      [meeting.inviteeId, meeting.organizerId],
    ]) {
      const other = people.get(otherId)?.name ?? '';
      await this.mailTo(
        userId,
        `Reunión confirmada con ${other}`,
        `Tu reunión con ${other} quedó confirmada para ${when(meeting.startsAt!)} (hora de Chile), ${meeting.durationMinutes} minutos.\n\n` +
          `Ese día, entra a la videollamada en ${this.config.PUBLIC_URL}${meetingPath(meeting.id)}\n` +
          'Adjuntamos la invitación para que la agregues a tu calendario.',
        meeting,
      );
    }
  }

  /** A reminder of one version of a confirmed meeting, sent once whoever runs its job. */
  async remind(job: ReminderJob): Promise<void> {
    const sent = await this.dataSource.transaction(async (tx) => {
      // FOR SHARE: a cancel or reschedule waits for this reminder, or this one sees it and sends nothing.
      const meeting = await tx.findOne(Meeting, { where: { id: job.meetingId }, lock: { mode: 'pessimistic_read' } });
      if (!meeting || meeting.status !== 'confirmed' || meeting.version !== job.version || !meeting.startsAt)
        return null;
      if (meeting.startsAt.getTime() <= Date.now()) return null;
      const claimed: unknown[] = await tx.query(
        `INSERT INTO meeting_reminders (meeting_id, version, before_seconds) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING meeting_id`,
        [meeting.id, meeting.version, job.beforeSeconds],
      );
      if (claimed.length === 0) return null;
      const people = await this.meetings.people([meeting.organizerId, meeting.inviteeId]);
      const entries: Notification[] = [];
      for (const [userId, otherId] of [
        [meeting.organizerId, meeting.inviteeId],
        [meeting.inviteeId, meeting.organizerId],
      ]) {
        entries.push(
          await this.notifications.create(tx, {
            userId,
            type: 'meeting.reminder',
            title: `Recordatorio: reunión con ${people.get(otherId)?.name ?? ''}`,
            body: `Es ${when(meeting.startsAt)} (hora de Chile). Entra a la videollamada desde aquí.`,
            link: meetingPath(meeting.id),
          }),
        );
      }
      return { meeting, entries };
    });
    if (!sent) return;
    for (const entry of sent.entries) {
      this.notifications.push(entry);
      await this.mailTo(
        entry.userId,
        entry.title,
        `${entry.body}\n\n${this.config.PUBLIC_URL}${meetingPath(sent.meeting.id)}`,
        sent.meeting,
      );
    }
  }

  private async mailTo(userId: string, subject: string, body: string, meeting: Meeting): Promise<void> {
    if (!(await this.preferences.allows(userId, 'meetings', 'email'))) return;
    const contact = await this.users.contact(userId);
    if (!contact) return;
    const people = await this.meetings.people([meeting.organizerId, meeting.inviteeId]);
    const calendar =
      meeting.status === 'confirmed' || meeting.status === 'cancelled'
        ? meetingCalendar(
            meeting,
            {
              organizer: people.get(meeting.organizerId)?.name ?? '',
              invitee: people.get(meeting.inviteeId)?.name ?? '',
            },
            this.config.PUBLIC_URL,
          )
        : undefined;
    await this.mail.sendOrLog({
      to: contact.email,
      subject,
      text: `Hola ${contact.name}:\n\n${body}${SIGNATURE}`,
      ...(calendar
        ? { attachments: [{ filename: 'reunion.ics', content: calendar, contentType: 'text/calendar; charset=utf-8' }] }
        : {}),
    });
  }
}
