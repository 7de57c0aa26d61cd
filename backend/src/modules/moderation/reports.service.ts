import { Injectable } from '@nestjs/common';
import {
  AdminReportResponse,
  CreateReportDto,
  ErrorCode,
  REPORTS_PER_DAY,
  ReportEvidence,
  ReviewReportDto,
  SAFETY_MSG,
} from '@conectando/contracts';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { OutboxService } from '../../infra/events/outbox.service';
import { ChatEvidenceService } from '../chat/chat-evidence.service';
import { StoryCommentsService } from '../stories/comments/story-comments.service';
import { SuspensionsService } from './suspensions.service';
import { ModerationAction } from './entities/moderation-action.entity';
import { Report } from './entities/report.entity';

interface ReportRow {
  id: string;
  status: 'open' | 'closed';
  reason: AdminReportResponse['reason'];
  details: string | null;
  evidence: ReportEvidence[];
  created_at: Date;
  action: AdminReportResponse['action'];
  note: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  reporter_id: string | null;
  reporter_name: string | null;
  target_id: string | null;
  target_name: string | null;
  target_suspended: boolean;
  target_open: number;
}

const toAdminReport = (r: ReportRow): AdminReportResponse => ({
  id: r.id,
  status: r.status,
  reason: r.reason,
  details: r.details,
  evidence: r.evidence,
  reporter: { id: r.reporter_id ?? '', name: r.reporter_name ?? 'Cuenta eliminada' },
  target: {
    id: r.target_id ?? '',
    name: r.target_name ?? 'Cuenta eliminada',
    openReports: r.target_open,
    suspended: r.target_suspended,
  },
  createdAt: r.created_at.toISOString(),
  action: r.action,
  note: r.note,
  reviewedBy: r.reviewed_by,
  reviewedAt: r.reviewed_at?.toISOString() ?? null,
});

const REPORTS_SQL = `
  SELECT r.*, rp.name AS reporter_name, t.name AS target_name, (t.suspended_at IS NOT NULL) AS target_suspended,
         (SELECT count(*) FROM reports o WHERE o.target_id = r.target_id AND o.status = 'open')::int AS target_open
    FROM reports r
    LEFT JOIN users rp ON rp.id = r.reporter_id
    LEFT JOIN users t ON t.id = r.target_id`;

/** Reports people make, and the admins' queue that decides on them. */
@Injectable()
export class ReportsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly chats: ChatEvidenceService,
    private readonly storyComments: StoryCommentsService,
    private readonly suspensions: SuspensionsService,
  ) {}

  /**
   * At most REPORTS_PER_DAY a day; a second report of the same person within a day adds its evidence
   * and details to the first. The reported person is never told.
   */
  async create(reporterId: string, dto: CreateReportDto): Promise<{ id: string }> {
    if (dto.targetUserId === reporterId) throw new AppError(ErrorCode.ValidationFailed, SAFETY_MSG.reportSelf);
    const messages = await this.chats.evidenceFor(reporterId, dto.messageIds ?? []);
    if (!messages) throw new AppError(ErrorCode.ValidationFailed, SAFETY_MSG.messagesInvalid);
    // A comment on a story counts as evidence only if the reported person wrote it.
    const comments = await this.storyComments.evidenceFor(dto.targetUserId, dto.storyCommentIds ?? []);
    if (!comments) throw new AppError(ErrorCode.ValidationFailed, SAFETY_MSG.commentsInvalid);
    const evidence = [...messages, ...comments];
    const details = dto.details?.trim() || null;
    return this.dataSource.transaction(async (tx) => {
      // One reporter's reports are counted and merged one at a time.
      const [me]: unknown[] = await tx.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [reporterId]);
      if (!me) throw new AppError(ErrorCode.Unauthenticated);
      const [target]: unknown[] = await tx.query(`SELECT 1 FROM users WHERE id = $1`, [dto.targetUserId]);
      if (!target) throw new AppError(ErrorCode.NotFound, SAFETY_MSG.userNotFound);
      const earlier = await tx
        .getRepository(Report)
        .createQueryBuilder('r')
        .where('r.reporterId = :reporterId AND r.targetId = :targetId', { reporterId, targetId: dto.targetUserId })
        .andWhere(`r.status = 'open' AND r.createdAt > now() - interval '1 day'`)
        .orderBy('r.createdAt', 'DESC')
        .getOne();
      if (earlier) {
        const known = new Set(earlier.evidence.map((e) => e.messageId));
        earlier.evidence = [...earlier.evidence, ...evidence.filter((e) => !known.has(e.messageId))];
        if (details) earlier.details = earlier.details ? `${earlier.details}\n\n${details}` : details;
        await tx.save(earlier);
        await this.outbox.add(tx, 'report.created', { reportId: earlier.id, targetId: dto.targetUserId });
        return { id: earlier.id };
      }
      const [{ n }]: { n: number }[] = await tx.query(
        `SELECT count(*)::int AS n FROM reports WHERE reporter_id = $1 AND created_at > now() - interval '1 day'`,
        [reporterId],
      );
      if (n >= REPORTS_PER_DAY) throw new AppError(ErrorCode.TooManyRequests, SAFETY_MSG.reportLimit);
      const report = await tx.save(
        tx.create(Report, {
          reporterId,
          targetId: dto.targetUserId,
          reason: dto.reason,
          details,
          evidence,
          status: 'open',
        }),
      );
      await this.outbox.add(tx, 'report.created', { reportId: report.id, targetId: dto.targetUserId });
      return { id: report.id };
    });
  }

  /** Admins: open reports oldest first, closed ones newest first. */
  async list(status: 'open' | 'closed'): Promise<AdminReportResponse[]> {
    const rows: ReportRow[] = await this.dataSource.query(
      `${REPORTS_SQL} WHERE r.status = $1 ORDER BY r.created_at ${status === 'open' ? 'ASC' : 'DESC'} LIMIT 200`,
      [status],
    );
    return rows.map(toAdminReport);
  }

  countOpen(): Promise<number> {
    return this.dataSource
      .query(`SELECT count(*)::int AS n FROM reports WHERE status = 'open'`)
      .then((rows: { n: number }[]) => rows[0].n);
  }

  /** Who made the report (null once they erased their account), to tell them it was reviewed. */
  async reporterOf(reportId: string): Promise<string | null> {
    const report = await this.dataSource
      .getRepository(Report)
      .findOne({ where: { id: reportId }, select: { reporterId: true } });
    return report?.reporterId ?? null;
  }

  /** Closes the report with the admin's decision, recorded in the audit trail; 'suspend' acts at once. */
  async review(adminId: string, reportId: string, dto: ReviewReportDto): Promise<AdminReportResponse> {
    const note = dto.note?.trim() || null;
    let suspendedId: string | null = null;
    await this.dataSource.transaction(async (tx) => {
      const report = await tx
        .getRepository(Report)
        .createQueryBuilder('r')
        .setLock('pessimistic_write')
        .where('r.id = :reportId', { reportId })
        .getOne();
      if (!report) throw new AppError(ErrorCode.NotFound, SAFETY_MSG.reportNotFound);
      if (report.status !== 'open') throw new AppError(ErrorCode.Conflict, SAFETY_MSG.reportClosed);
      Object.assign(report, {
        status: 'closed',
        action: dto.action,
        note,
        reviewedBy: adminId,
        reviewedAt: new Date(),
      });
      await tx.save(report);
      await tx.save(
        tx.create(ModerationAction, { reportId, adminId, targetId: report.targetId, action: dto.action, note }),
      );
      if (report.targetId) {
        if (dto.action === 'suspend' && (await this.suspensions.suspend(tx, report.targetId)))
          suspendedId = report.targetId;
        await this.outbox.add(tx, 'report.reviewed', {
          reportId,
          targetId: report.targetId,
          adminId,
          action: dto.action,
        });
      }
    });
    if (suspendedId) this.suspensions.afterSuspended(suspendedId);
    const [row]: ReportRow[] = await this.dataSource.query(`${REPORTS_SQL} WHERE r.id = $1`, [reportId]);
    return toAdminReport(row);
  }

  /** Admins: the suspension ends; recorded in the audit trail. */
  async lift(adminId: string, userId: string, note?: string): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      if (!(await this.suspensions.lift(tx, userId)))
        throw new AppError(ErrorCode.ValidationFailed, SAFETY_MSG.notSuspended);
      await tx.save(
        tx.create(ModerationAction, { adminId, targetId: userId, action: 'lift', note: note?.trim() || null }),
      );
      await this.outbox.add(tx, 'user.reinstated', { userId, adminId });
    });
  }

  /** The reports a person made, for their data export (the evidence is theirs to see). */
  async exportFor(userId: string): Promise<unknown[]> {
    const rows: Report[] = await this.dataSource.getRepository(Report).find({
      where: { reporterId: userId },
      order: { createdAt: 'ASC' },
    });
    return rows.map((r) => ({
      id: r.id,
      targetUserId: r.targetId,
      reason: r.reason,
      details: r.details,
      evidence: r.evidence,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    }));
  }
}
