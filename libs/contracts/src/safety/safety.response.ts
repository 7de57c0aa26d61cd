import type { ReportAction, ReportReason } from './safety-messages';

export interface BlockedUserResponse {
  id: string;
  name: string;
}

/** One message as it read when the report was made. */
export interface ReportEvidenceLine {
  messageId: string;
  senderId: string;
  senderName: string;
  content: string;
  sentAt: string;
}

/** How many messages before and after a reported one are copied with it, for the admin's decision. */
export const REPORT_CONTEXT_MESSAGES = 5;

/**
 * One reported message as it read when reported, with the conversation around it (up to five
 * messages before and after, copied then): later deletion does not change either.
 */
export interface ReportEvidence extends ReportEvidenceLine {
  /** A comment on a story (its id is `messageId`): the story it was written on. Absent for a chat message. */
  story?: { id: string; title: string };
  /** Absent on evidence copied before context was kept. */
  context?: { before: ReportEvidenceLine[]; after: ReportEvidenceLine[] };
}

export interface AdminReportResponse {
  id: string;
  status: 'open' | 'closed';
  reason: ReportReason;
  details: string | null;
  evidence: ReportEvidence[];
  reporter: { id: string; name: string };
  target: { id: string; name: string; openReports: number; suspended: boolean };
  createdAt: string;
  action: ReportAction | null;
  note: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
}
