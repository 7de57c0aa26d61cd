/** One reminder's job data: written by MeetingReminders, read by MeetingNotices when it is due. */
export interface ReminderJob {
  meetingId: string;
  version: number;
  beforeSeconds: number;
}
