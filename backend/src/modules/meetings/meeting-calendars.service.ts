import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { meetingCalendar } from './meeting-calendar';
import { MeetingsService } from './meetings.service';

/** A participant's .ics of a meeting. */
@Injectable()
export class MeetingCalendars {
  constructor(
    private readonly meetings: MeetingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async forParticipant(userId: string, id: string): Promise<string> {
    const meeting = await this.meetings.findFor(userId, id);
    const people = await this.meetings.people([meeting.organizerId, meeting.inviteeId]);
    return meetingCalendar(
      meeting,
      { organizer: people.get(meeting.organizerId)?.name ?? '', invitee: people.get(meeting.inviteeId)?.name ?? '' },
      this.config.PUBLIC_URL,
    );
  }
}
