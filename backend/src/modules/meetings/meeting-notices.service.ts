import { Inject, Injectable } from '@nestjs/common';
import {
  DomainEvent,
  type EmailContent,
  formatMeetingTime,
  meetingChangeEmail,
  meetingConfirmedEmail,
  meetingPath,
  meetingReminderEmail,
  meetingWhen,
  NOTIFICATION_MSG,
  NotificationType,
} from '@conectando/contracts';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { calendarOrganizerOf } from '../../infra/mail/calendar-organizer';
import { MailOnce, MailService } from '../../infra/mail/mail.service';
import type { Notification } from '../notifications/entities/notification.entity';
import { NotificationsService } from '../notifications/notifications.service';
import { NotificationPreferencesService } from '../notifications/preferences/notification-preferences.service';
import { UsersService } from '../users/users.service';
import { Meeting } from './entities/meeting.entity';
import { meetingCalendar } from './meeting-calendar';
import type { ReminderJob } from './meeting-reminder-job';
import { blockedBetween } from '../safety/blocks.service';
import { MeetingsService } from './meetings.service';

// Consumer names are part of the data (docs/decisions/domain-events-and-outbox.md).
const NOTIFY = 'meetings-notifications';
const CONFIRMATION_MAIL = 'meetings-confirmation';
const CHANGE_MAIL = 'meetings-change';

/** What each person is told of a meeting: the feed entry (with push), the email, the reminders. */
@Injectable()
export class MeetingNotices {
  constructor(
    private readonly meetings: MeetingsService,
    private readonly notifications: NotificationsService,
    private readonly preferences: NotificationPreferencesService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The other person hears of the change once, in the feed (and push) and by email per their preferences. */
  async changed(event: DomainEvent<'meeting.changed'>, meeting: Meeting): Promise<void> {
    const { change, actorId, otherId } = event.payload;
    const people = await this.meetings.people([actorId, otherId]);
    const actor = people.get(actorId)?.name ?? NOTIFICATION_MSG.otherPerson;
    const slots = meeting.slots.map((s) => formatMeetingTime(s));
    const start = meeting.startsAt ? meetingWhen(meeting.startsAt) : '';
    const text = NOTIFICATION_MSG.meetingChanged(change, actor, slots, start);
    const link = meetingPath(meeting.id);
    await this.notifications.notifyOnce(`${NOTIFY}:${change}`, event.id, {
      userId: otherId,
      type: `meeting.${change}` as NotificationType,
      ...text,
      link,
      fromUserId: actorId,
    });
    if (change === 'confirmed') {
      await this.mailConfirmation(event.id, meeting);
      return;
    }
    // Not gated on `created`: a re-run after a failed queueing queues the email then, and only once.
    await this.mailTo(otherId, (name) => meetingChangeEmail(name, text, this.config.PUBLIC_URL, meeting.id), meeting, {
      consumer: `${CHANGE_MAIL}:${change}`,
      eventId: event.id,
    });
  }

  /** Both people get the confirmation with the .ics, once per confirmation. */
  private async mailConfirmation(eventId: string, meeting: Meeting): Promise<void> {
    // No email crosses a block, either way.
    if (await blockedBetween(this.dataSource.manager, meeting.organizerId, meeting.inviteeId)) return;
    const people = await this.meetings.people([meeting.organizerId, meeting.inviteeId]);
    for (const [userId, otherId, role] of [
      [meeting.organizerId, meeting.inviteeId, 'organizer'],
      [meeting.inviteeId, meeting.organizerId, 'invitee'],
    ]) {
      const other = people.get(otherId)?.name ?? '';
      const facts = {
        id: meeting.id,
        otherName: other,
        startsAt: meeting.startsAt!,
        durationMinutes: meeting.durationMinutes,
      };
      await this.mailTo(userId, (name) => meetingConfirmedEmail(name, facts, this.config.PUBLIC_URL), meeting, {
        consumer: `${CONFIRMATION_MAIL}:${role}`,
        eventId,
      });
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
      // A meeting between two people who since blocked each other reminds neither.
      if (await blockedBetween(tx, meeting.organizerId, meeting.inviteeId)) return null;
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
            ...NOTIFICATION_MSG.meetingReminder(people.get(otherId)?.name ?? '', meeting.startsAt),
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
        (name) => meetingReminderEmail(name, entry, this.config.PUBLIC_URL, sent.meeting.id),
        sent.meeting,
      );
    }
  }

  /** With `once` (an event's email) a failure to queue throws, so the event is handled again; a reminder's is logged. */
  private async mailTo(
    userId: string,
    email: (name: string) => EmailContent,
    meeting: Meeting,
    once?: MailOnce,
  ): Promise<void> {
    if (!(await this.preferences.allows(userId, 'meetings', 'email'))) return;
    const contact = await this.users.contact(userId);
    if (!contact) return;
    const people = await this.meetings.people([meeting.organizerId, meeting.inviteeId]);
    // A confirmed meeting is an invitation mail apps offer to add; a cancelled one removes it (same UID, later SEQUENCE).
    const method = meeting.status === 'confirmed' ? 'REQUEST' : meeting.status === 'cancelled' ? 'CANCEL' : undefined;
    const calendar = method
      ? meetingCalendar(
          meeting,
          {
            organizer: people.get(meeting.organizerId)?.name ?? '',
            invitee: people.get(meeting.inviteeId)?.name ?? '',
          },
          this.config.PUBLIC_URL,
          {
            method,
            organizer: calendarOrganizerOf(this.config.MAIL_FROM),
            attendee: { name: contact.name, email: contact.email },
          },
        )
      : undefined;
    await this.mail[once ? 'send' : 'sendOrLog'](
      {
        to: contact.email,
        ...email(contact.name),
        ...(calendar ? { calendar: { method: method!, filename: 'reunion.ics', content: calendar } } : {}),
      },
      once,
    );
  }
}
