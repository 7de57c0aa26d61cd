import { Injectable } from '@nestjs/common';
import {
  AdminHelpRequestResponse,
  CreateHelpRequestDto,
  ErrorCode,
  HELP_MSG,
  HELP_PER_PERSON_PER_HOUR,
  HELP_PUBLIC_PER_HOUR,
  HelpContext,
  HelpReplyResponse,
  HelpRequestResponse,
  HelpStatus,
  PublicHelpRequestDto,
  helpReplyTime,
} from '@conectando/contracts';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { DataSource, EntityManager, In } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { teamAnswerDay } from '../../common/calendar/business-days';
import { OutboxService } from '../../infra/events/outbox.service';
import { isRefusal, RateLimiters, retryAfterOf, TooManyRequestsError } from '../../infra/rate-limit/rate-limiters';
import { UsersService } from '../users/users.service';
import { HelpReply } from './entities/help-reply.entity';
import { HelpRequest } from './entities/help-request.entity';

// Whether `id` ($2) is the person's ($1) own: a read of the owning module's table, never a write.
const CONTEXT_OWNED_SQL: Record<HelpContext['type'], string> = {
  message: `SELECT 1 FROM messages m JOIN chat_participants p ON p.chat_id = m.chat_id AND p.user_id = $1 WHERE m.id = $2`,
  chat: `SELECT 1 FROM chat_participants WHERE chat_id = $2 AND user_id = $1`,
  meeting: `SELECT 1 FROM meetings WHERE id = $2 AND (organizer_id = $1 OR invitee_id = $1)`,
  payment: `SELECT 1 FROM payments WHERE id = $2 AND user_id = $1`,
  offer: `SELECT 1 FROM job_offers o WHERE o.id = $2 AND (o.institution_id = $1
             OR EXISTS (SELECT 1 FROM applications a WHERE a.job_offer_id = o.id AND a.professional_id = $1))`,
  account: `SELECT 1 WHERE $1::uuid = $2::uuid`,
};

const toReply = (r: HelpReply): HelpReplyResponse => ({ id: r.id, text: r.text, createdAt: r.createdAt.toISOString() });

const toResponse = (r: HelpRequest, replies: HelpReply[]): HelpRequestResponse => ({
  id: r.id,
  text: r.text,
  context: r.contextType && r.contextId ? { type: r.contextType, id: r.contextId } : null,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  replies: replies.filter((x) => x.requestId === r.id).map(toReply),
});

const emailKey = (email: string) => email.trim().toLowerCase();

/** 'Pedir ayuda': conversations between a person and the team, and the admins' queue that answers them. */
@Injectable()
export class HelpService {
  private readonly publicByAddress: RateLimiterAbstract;
  private readonly publicByEmail: RateLimiterAbstract;
  private readonly byPerson: RateLimiterAbstract;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly users: UsersService,
    limiters: RateLimiters,
  ) {
    this.publicByAddress = limiters.create('help-public-ip', { points: HELP_PUBLIC_PER_HOUR, duration: 3600 });
    this.publicByEmail = limiters.create('help-public-email', { points: HELP_PUBLIC_PER_HOUR, duration: 3600 });
    this.byPerson = limiters.create('help-person', { points: HELP_PER_PERSON_PER_HOUR, duration: 3600 });
  }

  /** When a message written now is answered (business hours of Chile). */
  replyTime(now = new Date()): { message: string } {
    return { message: `${helpReplyTime(teamAnswerDay(now))} ${HELP_MSG.hours}` };
  }

  async create(userId: string, dto: CreateHelpRequestDto): Promise<{ id: string }> {
    const context = dto.context ?? null;
    if (context) {
      const owned: unknown[] = await this.dataSource.query(CONTEXT_OWNED_SQL[context.type], [userId, context.id]);
      if (owned.length === 0) throw new AppError(ErrorCode.NotFound, HELP_MSG.contextInvalid);
    }
    const contact = await this.users.contact(userId);
    if (!contact) throw new AppError(ErrorCode.Unauthenticated);
    await this.take(this.byPerson, userId, HELP_MSG.personLimit);
    return this.insert({
      userId,
      email: contact.email,
      viaPublicForm: false,
      text: dto.text.trim() || dto.text,
      contextType: context?.type ?? null,
      contextId: context?.id ?? null,
    });
  }

  /**
   * From someone who cannot sign in. The same answer whether or not the email has an account; at
   * most HELP_PUBLIC_PER_HOUR an hour per address and per email.
   */
  async createPublic(address: string | undefined, dto: PublicHelpRequestDto): Promise<void> {
    const email = emailKey(dto.email);
    await Promise.all([this.take(this.publicByAddress, address ?? 'unknown'), this.take(this.publicByEmail, email)]);
    await this.insert({
      userId: await this.users.findIdByEmail(email),
      email,
      viaPublicForm: true,
      text: dto.text.trim() || dto.text,
      contextType: null,
      contextId: null,
    });
  }

  /** The person's conversations, newest first, with the team's replies. */
  async mine(userId: string): Promise<HelpRequestResponse[]> {
    const requests = await this.dataSource.getRepository(HelpRequest).find({
      where: { userId, viaPublicForm: false },
      order: { createdAt: 'DESC' },
      take: 50,
    });
    const replies = await this.repliesOf(requests.map((r) => r.id));
    return requests.map((r) => toResponse(r, replies));
  }

  /** Admins: open conversations oldest first, closed ones newest first. */
  async queue(status: HelpStatus): Promise<AdminHelpRequestResponse[]> {
    const requests = await this.dataSource.getRepository(HelpRequest).find({
      where: { status },
      order: { createdAt: status === 'open' ? 'ASC' : 'DESC' },
      take: 200,
    });
    const [replies, names] = await Promise.all([
      this.repliesOf(requests.map((r) => r.id)),
      this.users.displayNames(requests.flatMap((r) => (r.userId ? [r.userId] : []))),
    ]);
    return requests.map((r) => ({
      ...toResponse(r, replies),
      user: r.userId ? { id: r.userId, name: names.get(r.userId) ?? '' } : null,
      email: r.email,
    }));
  }

  countOpen(): Promise<number> {
    return this.dataSource.getRepository(HelpRequest).countBy({ status: 'open' });
  }

  async reply(adminId: string, requestId: string, text: string): Promise<HelpReplyResponse> {
    return this.dataSource.transaction(async (tx) => {
      const request = await this.lockRequest(tx, requestId);
      const reply = await tx.save(tx.create(HelpReply, { requestId: request.id, adminId, text: text.trim() || text }));
      await this.outbox.add(tx, 'help.replied', { requestId: request.id, replyId: reply.id });
      return toReply(reply);
    });
  }

  async setStatus(requestId: string, status: HelpStatus): Promise<{ id: string; status: HelpStatus }> {
    return this.dataSource.transaction(async (tx) => {
      const request = await this.lockRequest(tx, requestId);
      if (request.status !== status) {
        request.status = status;
        await tx.save(request);
        await this.outbox.add(tx, 'help.status_changed', { requestId, status });
      }
      return { id: requestId, status };
    });
  }

  /** For the reply's reactions: the conversation and the reply. */
  async replyWithRequest(replyId: string): Promise<{ request: HelpRequest; reply: HelpReply } | null> {
    const reply = await this.dataSource.getRepository(HelpReply).findOneBy({ id: replyId });
    if (!reply) return null;
    const request = await this.dataSource.getRepository(HelpRequest).findOneBy({ id: reply.requestId });
    return request ? { request, reply } : null;
  }

  /** The person's conversations and replies, for their data export. */
  async exportFor(userId: string): Promise<unknown[]> {
    const requests = await this.dataSource.getRepository(HelpRequest).find({
      where: { userId },
      order: { createdAt: 'ASC' },
    });
    const replies = await this.repliesOf(requests.map((r) => r.id));
    return requests.map((r) => ({ ...toResponse(r, replies), email: r.email, viaPublicForm: r.viaPublicForm }));
  }

  /** Erasure: the person's conversations go, with the replies in them; public-form ones under their email too. */
  async eraseFor(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(
      `DELETE FROM help_requests WHERE user_id = $1 OR email = (SELECT lower(email) FROM users WHERE id = $1)`,
      [userId],
    );
  }

  private async insert(
    fields: Omit<HelpRequest, 'id' | 'status' | 'createdAt' | 'updatedAt'>,
  ): Promise<{ id: string }> {
    return this.dataSource.transaction(async (tx) => {
      const request = await tx.save(tx.create(HelpRequest, { ...fields, status: 'open' }));
      await this.outbox.add(tx, 'help.requested', { requestId: request.id });
      return { id: request.id };
    });
  }

  private async lockRequest(tx: EntityManager, requestId: string): Promise<HelpRequest> {
    const request = await tx
      .getRepository(HelpRequest)
      .createQueryBuilder('r')
      .setLock('pessimistic_write')
      .where('r.id = :requestId', { requestId })
      .getOne();
    if (!request) throw new AppError(ErrorCode.NotFound, HELP_MSG.notFound);
    return request;
  }

  private repliesOf(requestIds: string[]): Promise<HelpReply[]> {
    if (requestIds.length === 0) return Promise.resolve([]);
    return this.dataSource
      .getRepository(HelpReply)
      .find({ where: { requestId: In(requestIds) }, order: { createdAt: 'ASC' } });
  }

  private async take(limiter: RateLimiterAbstract, key: string, message: string = HELP_MSG.limit): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (e) {
      if (isRefusal(e)) throw new TooManyRequestsError(retryAfterOf(e), message);
      throw e;
    }
  }
}
