import type { ReportAction, ReportReason } from './safety-messages';

export interface BlockedUserResponse {
  id: string;
  name: string;
}

/** One reported message as it read when reported: later deletion does not change it. */
export interface ReportEvidence {
  messageId: string;
  senderId: string;
  senderName: string;
  content: string;
  sentAt: string;
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
