import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@conectando/contracts';
import { OnEvent } from '../../infra/events/on-event.decorator';
import { RealtimeEmitter } from '../../infra/realtime/realtime-emitter.service';
import { LiveClassNotices } from './live-class-notices.service';
import { LiveClassReminders } from './live-class-reminders';
import { LiveClassSeats } from './live-class-seats.service';
import { LiveClassesService } from './live-classes.service';

/** A class's changes and seats reach the screens live, the feed and mail once, and the reminders. */
@Injectable()
export class LiveClassesListener {
  constructor(
    private readonly classes: LiveClassesService,
    private readonly seats: LiveClassSeats,
    private readonly notices: LiveClassNotices,
    private readonly reminders: LiveClassReminders,
    private readonly realtime: RealtimeEmitter,
  ) {}

  @OnEvent('live_class.changed')
  async onChanged(event: DomainEvent<'live_class.changed'>): Promise<void> {
    const { classId, mentorId, version } = event.payload;
    const c = await this.classes.find(classId);
    if (!c) return;
    // "Refetch" pushes may repeat.
    const people = await this.seats.peopleOf(classId, true);
    for (const id of [mentorId, ...people.map((p) => p.userId)])
      this.realtime.toUser(id, 'live-class:changed', { id: classId });
    // A later change has its own event: this one tells only what it changed.
    if (c.version !== version) return;
    await this.notices.changed(event, c);
    await this.reminders.schedule(c);
  }

  @OnEvent('live_class.seat')
  async onSeat(event: DomainEvent<'live_class.seat'>): Promise<void> {
    const { classId, userId } = event.payload;
    const c = await this.classes.find(classId);
    if (!c) return;
    this.realtime.toUser(c.mentorId, 'live-class:changed', { id: classId });
    this.realtime.toUser(userId, 'live-class:changed', { id: classId });
    await this.notices.seatTaken(event, c);
  }
}
