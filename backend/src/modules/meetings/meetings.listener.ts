import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@conectando/contracts';
import { OnEvent } from '../../infra/events/on-event.decorator';
import { RealtimeEmitter } from '../../infra/realtime/realtime-emitter.service';
import { MeetingNotices } from './meeting-notices.service';
import { MeetingReminders } from './meeting-reminders';
import { MeetingsService } from './meetings.service';

/** A meeting's change reaches both people's screens live, the other person's feed and mail, and the reminders. */
@Injectable()
export class MeetingsListener {
  constructor(
    private readonly meetings: MeetingsService,
    private readonly notices: MeetingNotices,
    private readonly reminders: MeetingReminders,
    private readonly realtime: RealtimeEmitter,
  ) {}

  @OnEvent('meeting.changed')
  async onMeetingChanged(event: DomainEvent<'meeting.changed'>): Promise<void> {
    const { meetingId, status, actorId, otherId, version } = event.payload;
    // "Refetch" pushes may repeat; the actor's other devices follow too.
    this.realtime.toUser(otherId, 'meeting:changed', { id: meetingId, status });
    this.realtime.toUser(actorId, 'meeting:changed', { id: meetingId, status });
    const meeting = await this.meetings.find(meetingId);
    // A later change has its own event: this one tells only what it changed.
    if (!meeting || meeting.version !== version) return;
    await this.notices.changed(event, meeting);
    if (status === 'confirmed') await this.reminders.schedule(meeting);
  }
}
