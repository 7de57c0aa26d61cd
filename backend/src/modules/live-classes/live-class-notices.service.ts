import { Inject, Injectable } from '@nestjs/common';
import {
  DomainEvent,
  LIVE_CLASS_NOTICE,
  liveClassEmail,
  LiveClassFacts,
  liveClassPath,
  NoticeText,
  NotificationType,
} from '@conectando/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ProcessedEventsService } from '../../infra/events/processed-events.service';
import { calendarOrganizerOf } from '../../infra/mail/calendar-organizer';
import { MailOnce, MailService } from '../../infra/mail/mail.service';
import type { Notification } from '../notifications/entities/notification.entity';
import { NotificationsService } from '../notifications/notifications.service';
import { NotificationPreferencesService } from '../notifications/preferences/notification-preferences.service';
import { blockedBetween } from '../safety/blocks.service';
import { UsersService } from '../users/users.service';
import { LiveClass } from './entities/live-class.entity';
import { liveClassCalendar } from './live-class-calendar';
import { LiveClassSeats } from './live-class-seats.service';

// Consumer names are part of the data (docs/decisions/domain-events-and-outbox.md); with a person's id they stay under 60 characters.
const SEAT_NOTIFY = 'live-classes-seat';
const CHANGE_NOTIFY = 'live-classes-change';
const SEAT_MAIL = 'lc-seat';
const CHANGE_MAIL = 'lc-chg';

export interface LiveClassReminderJob {
  classId: string;
  version: number;
  beforeSeconds: number;
}

/** What people are told of a class: the feed entry (with push), the email with its calendar invitation, the reminders. */
@Injectable()
export class LiveClassNotices {
  constructor(
    private readonly seats: LiveClassSeats,
    private readonly notifications: NotificationsService,
    private readonly processed: ProcessedEventsService,
    private readonly preferences: NotificationPreferencesService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A seat taken or handed over from the line: told once, in the feed, by push and by email with the invitation. */
  async seatTaken(event: DomainEvent<'live_class.seat'>, c: LiveClass): Promise<void> {
    const { userId, status } = event.payload;
    if (status === 'waitlisted') return;
    const facts = await this.factsOf(c);
    const text = status === 'promoted' ? LIVE_CLASS_NOTICE.promoted(facts) : LIVE_CLASS_NOTICE.enrolled(facts);
    await this.notifications.notifyOnce(`${SEAT_NOTIFY}:${status}`, event.id, {
      userId,
      type: `live_class.${status}`,
      ...text,
      link: liveClassPath(c.id),
      fromUserId: c.mentorId,
    });
    if (await blockedBetween(this.dataSource.manager, userId, c.mentorId)) return;
    await this.mailTo(userId, c, facts, text, 'REQUEST', { consumer: `${SEAT_MAIL}:${status}`, eventId: event.id });
  }

  /** The mentor changed or cancelled the class: everyone with a seat or in line is told once; seats get the calendar update. */
  async changed(event: DomainEvent<'live_class.changed'>, c: LiveClass): Promise<void> {
    const { change } = event.payload;
    if (change === 'created') return;
    const facts = await this.factsOf(c);
    const text =
      change === 'cancelled'
        ? LIVE_CLASS_NOTICE.cancelled(facts)
        : LIVE_CLASS_NOTICE.updated(facts, change === 'rescheduled');
    const type: NotificationType = change === 'cancelled' ? 'live_class.cancelled' : 'live_class.updated';
    const people = await this.seats.peopleOf(c.id, true);
    const entries = await this.processed.runOnce(`${CHANGE_NOTIFY}:${change}`, event.id, (tx) =>
      this.notifyAll(
        tx,
        c,
        people.map((p) => p.userId),
        type,
        text,
      ),
    );
    for (const entry of entries ?? []) this.notifications.push(entry);
    for (const person of people) {
      if (await blockedBetween(this.dataSource.manager, person.userId, c.mentorId)) continue;
      const method = person.status !== 'enrolled' ? undefined : change === 'cancelled' ? 'CANCEL' : 'REQUEST';
      await this.mailTo(person.userId, c, facts, text, method, {
        consumer: `${CHANGE_MAIL}:${person.userId}`,
        eventId: event.id,
      });
    }
  }

  /** A reminder of one version of a class, sent once whoever runs its job, to the mentor and everyone with a seat. */
  async remind(job: LiveClassReminderJob): Promise<void> {
    const sent = await this.dataSource.transaction(async (tx) => {
      // FOR SHARE: a cancel or a new time waits for this reminder, or this one sees it and sends nothing.
      const c = await tx.findOne(LiveClass, { where: { id: job.classId }, lock: { mode: 'pessimistic_read' } });
      if (!c || c.status !== 'scheduled' || c.version !== job.version || c.startsAt.getTime() <= Date.now())
        return null;
      const claimed: unknown[] = await tx.query(
        `INSERT INTO live_class_reminders (class_id, version, before_seconds) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING class_id`,
        [c.id, c.version, job.beforeSeconds],
      );
      if (claimed.length === 0) return null;
      const seated = await this.seats.peopleOf(c.id, false, tx);
      if (seated.length === 0) return null;
      const facts = await this.factsOf(c);
      const text = LIVE_CLASS_NOTICE.reminder(facts);
      const entries = await this.notifyAll(
        tx,
        c,
        [c.mentorId, ...seated.map((s) => s.userId)],
        'live_class.reminder',
        text,
      );
      return { c, facts, text, entries };
    });
    if (!sent) return;
    for (const entry of sent.entries) {
      this.notifications.push(entry);
      await this.mailTo(entry.userId, sent.c, sent.facts, sent.text, undefined);
    }
  }

  /** Feed entries in the caller's transaction, for those not blocked with the mentor either way. */
  private async notifyAll(
    tx: EntityManager,
    c: LiveClass,
    userIds: string[],
    type: NotificationType,
    text: NoticeText,
  ): Promise<Notification[]> {
    const entries: Notification[] = [];
    for (const userId of userIds) {
      if (userId !== c.mentorId && (await blockedBetween(tx, userId, c.mentorId))) continue;
      entries.push(await this.notifications.create(tx, { userId, type, ...text, link: liveClassPath(c.id) }));
    }
    return entries;
  }

  private async factsOf(c: LiveClass): Promise<LiveClassFacts> {
    const names = await this.users.displayNames([c.mentorId]);
    return {
      id: c.id,
      title: c.title,
      mentorName: names.get(c.mentorId) ?? '',
      startsAt: c.startsAt,
      durationMinutes: c.durationMinutes,
    };
  }

  /** With `once` (an event's email) a failure to queue throws, so the event is handled again; a reminder's is logged. */
  private async mailTo(
    userId: string,
    c: LiveClass,
    facts: LiveClassFacts,
    text: NoticeText,
    method: 'REQUEST' | 'CANCEL' | undefined,
    once?: MailOnce,
  ): Promise<void> {
    if (!(await this.preferences.allows(userId, 'meetings', 'email'))) return;
    const contact = await this.users.contact(userId);
    if (!contact) return;
    const calendar = method
      ? liveClassCalendar(c, facts.mentorName, this.config.PUBLIC_URL, {
          method,
          organizer: calendarOrganizerOf(this.config.MAIL_FROM),
          attendee: { name: contact.name, email: contact.email },
        })
      : undefined;
    await this.mail[once ? 'send' : 'sendOrLog'](
      {
        to: contact.email,
        ...liveClassEmail(contact.name, text, this.config.PUBLIC_URL, c.id, calendar !== undefined),
        ...(calendar ? { calendar: { method: method!, filename: 'taller.ics', content: calendar } } : {}),
      },
      once,
    );
  }
}
