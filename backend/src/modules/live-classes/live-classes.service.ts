import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CreateLiveClassDto,
  DomainEventMap,
  ErrorCode,
  LIVE_CLASS_MSG,
  LiveClassDetail,
  LiveClassesCreated,
  LiveClassesQuery,
  LiveClassMentor,
  LiveClassRating,
  LiveClassSummary,
  MentorLiveClasses,
  sameTimeWeeksLater,
  UpdateLiveClassDto,
  UserMode,
} from '@conectando/contracts';
import { randomUUID } from 'node:crypto';
import { EntityManager, Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { OutboxService } from '../../infra/events/outbox.service';
import { fileUrl } from '../files/files.service';
import { BlocksService, excludeBlocked } from '../safety/blocks.service';
import type { User } from '../users/entities/user.entity';
import { displayName, UsersService } from '../users/users.service';
import { LiveClass } from './entities/live-class.entity';
import { LiveClassReviews } from './live-class-reviews.service';
import { LiveClassSeats } from './live-class-seats.service';
import { toLiveClassDetail, toLiveClassSummary } from './live-classes.mapper';

type Change = DomainEventMap['live_class.changed']['change'];
const LIST_LIMIT = 50;

/** The classes mentors schedule: the rules of a class, its changes (each told through the outbox), and what lists show. */
@Injectable()
export class LiveClassesService {
  constructor(
    @InjectRepository(LiveClass) private readonly classes: Repository<LiveClass>,
    private readonly seats: LiveClassSeats,
    private readonly reviews: LiveClassReviews,
    private readonly outbox: OutboxService,
    private readonly users: UsersService,
    private readonly blocks: BlocksService,
  ) {}

  /** One class, or one per week at the same Chile time: all of them or none. */
  async create(mentor: User, dto: CreateLiveClassDto): Promise<LiveClassesCreated> {
    if (mentor.mode !== UserMode.Mentor) throw new AppError(ErrorCode.Forbidden, LIVE_CLASS_MSG.mentorOnly);
    const weeks = dto.weeks ?? 1;
    const first = new Date(dto.startsAt);
    const seriesId = weeks > 1 ? randomUUID() : null;
    const created = await this.classes.manager.transaction(async (tx) => {
      const rows: LiveClass[] = [];
      for (let week = 0; week < weeks; week++) {
        const saved = await tx.save(
          tx.create(LiveClass, {
            mentorId: mentor.id,
            title: dto.title.trim(),
            skillName: dto.skillName,
            description: dto.description.trim(),
            startsAt: sameTimeWeeksLater(first, week),
            durationMinutes: dto.durationMinutes,
            capacity: dto.capacity,
            status: 'scheduled',
            seriesId,
            version: 0,
          }),
        );
        await this.recordChange(tx, saved, 'created');
        rows.push(saved);
      }
      return rows;
    });
    return { classes: await Promise.all(created.map((c) => this.detailOf(c, mentor.id))) };
  }

  /** The mentor changes title, description or time; everyone with a seat or in line is told. */
  async update(user: User, id: string, dto: UpdateLiveClassDto): Promise<LiveClassDetail> {
    const updated = await this.change(user, id, (c) => {
      const title = dto.title?.trim();
      const description = dto.description?.trim();
      const startsAt = dto.startsAt ? new Date(dto.startsAt) : undefined;
      const rescheduled = startsAt !== undefined && startsAt.getTime() !== c.startsAt.getTime();
      if (!rescheduled && (title ?? c.title) === c.title && (description ?? c.description) === c.description)
        throw new AppError(ErrorCode.ValidationFailed, LIVE_CLASS_MSG.nothingToChange);
      c.title = title ?? c.title;
      c.description = description ?? c.description;
      if (rescheduled) c.startsAt = startsAt;
      return rescheduled ? 'rescheduled' : 'updated';
    });
    return this.detailOf(updated, user.id);
  }

  async cancel(user: User, id: string): Promise<LiveClassDetail> {
    const cancelled = await this.change(user, id, (c) => {
      c.status = 'cancelled';
      return 'cancelled';
    });
    return this.detailOf(cancelled, user.id);
  }

  /** Upcoming classes (not ended, not cancelled), soonest first, leaving out mentors blocked either way. */
  async list(viewerId: string, query: LiveClassesQuery): Promise<LiveClassSummary[]> {
    const qb = this.classes
      .createQueryBuilder('c')
      .where(`c.status = 'scheduled'`)
      .andWhere(`c.starts_at + make_interval(mins => c.duration_minutes) > now()`)
      .orderBy('c.starts_at', 'ASC')
      .take(LIST_LIMIT);
    if (query.skill) qb.andWhere('c.skill_name = :skill', { skill: query.skill });
    if (query.from) qb.andWhere('c.starts_at >= :from', { from: new Date(query.from) });
    if (query.mentor) qb.andWhere('c.mentor_id = :mentor', { mentor: query.mentor });
    const rows = await excludeBlocked(qb, 'c.mentor_id', viewerId).getMany();
    return this.summaries(rows, viewerId);
  }

  /** A class as its detail shows it; hidden (404) across a block. */
  async get(viewerId: string, id: string): Promise<LiveClassDetail> {
    const c = await this.visibleTo(viewerId, id);
    return this.detailOf(c, viewerId);
  }

  /** A mentor's profile: their upcoming classes and the average rating of all their classes. */
  async ofMentor(viewerId: string, mentorId: string): Promise<MentorLiveClasses> {
    if (viewerId !== mentorId && !(await this.blocks.mayTalk(viewerId, mentorId)))
      return { upcoming: [], rating: { average: null, count: 0 } };
    const [upcoming, rating] = await Promise.all([
      this.list(viewerId, { mentor: mentorId }),
      this.ratingOf('mentor_id', mentorId),
    ]);
    return { upcoming, rating };
  }

  /** The class, unless the viewer and its mentor blocked each other (then it does not exist for them). */
  async visibleTo(viewerId: string, id: string): Promise<LiveClass> {
    const c = await this.classes.findOneBy({ id });
    if (!c || (c.mentorId !== viewerId && !(await this.blocks.mayTalk(viewerId, c.mentorId))))
      throw new AppError(ErrorCode.NotFound, LIVE_CLASS_MSG.notFound);
    return c;
  }

  /** The class as stored (for jobs and listeners). */
  find(id: string): Promise<LiveClass | null> {
    return this.classes.findOneBy({ id });
  }

  async mentorsOf(ids: string[]): Promise<Map<string, LiveClassMentor>> {
    const users = await this.users.findByIds([...new Set(ids)]);
    return new Map(
      users.map((u) => [u.id, { id: u.id, name: displayName(u), profileImageUrl: fileUrl(u.profileImageFileId) }]),
    );
  }

  async detailOf(c: LiveClass, viewerId: string): Promise<LiveClassDetail> {
    const [mentors, counts, mine, rating, reviewed] = await Promise.all([
      this.mentorsOf([c.mentorId]),
      this.seats.countsOf([c.id]),
      this.seats.seatsOf(viewerId, [c.id]),
      this.ratingOf('class_id', c.id),
      this.reviews.hasReviewed(viewerId, c.id),
    ]);
    return toLiveClassDetail(c, viewerId, {
      mentor: mentors.get(c.mentorId),
      counts: counts.get(c.id),
      mine: mine.get(c.id),
      rating,
      reviewed,
    });
  }

  private async summaries(rows: LiveClass[], viewerId: string): Promise<LiveClassSummary[]> {
    const ids = rows.map((c) => c.id);
    const [mentors, counts, mine] = await Promise.all([
      this.mentorsOf(rows.map((c) => c.mentorId)),
      this.seats.countsOf(ids),
      this.seats.seatsOf(viewerId, ids),
    ]);
    return rows.map((c) => toLiveClassSummary(c, mentors.get(c.mentorId), counts.get(c.id), mine.get(c.id)));
  }

  private async ratingOf(column: 'class_id' | 'mentor_id', id: string): Promise<LiveClassRating> {
    const [row] = await this.classes.query<{ average: string | null; count: number }[]>(
      `SELECT round(avg(rating), 1)::text AS average, count(*)::int AS count FROM live_class_reviews WHERE ${column} = $1`,
      [id],
    );
    return { average: row?.average ? Number(row.average) : null, count: row?.count ?? 0 };
  }

  /** One change by the mentor under the class's row lock, before it starts and unless cancelled. */
  private async change(user: User, id: string, apply: (c: LiveClass) => Change): Promise<LiveClass> {
    return this.classes.manager.transaction(async (tx) => {
      const c = await tx.findOne(LiveClass, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!c) throw new AppError(ErrorCode.NotFound, LIVE_CLASS_MSG.notFound);
      if (c.mentorId !== user.id) throw new AppError(ErrorCode.Forbidden, LIVE_CLASS_MSG.notYours);
      if (c.status === 'cancelled') throw new AppError(ErrorCode.Conflict, LIVE_CLASS_MSG.cancelled);
      if (c.startsAt.getTime() <= Date.now()) throw new AppError(ErrorCode.Conflict, LIVE_CLASS_MSG.started);
      const change = apply(c);
      c.version += 1;
      const saved = await tx.save(c);
      await this.recordChange(tx, saved, change);
      return saved;
    });
  }

  /** An erased mentor's classes still to come are cancelled in the erasure's transaction; everyone is told. */
  async cancelAllOf(tx: EntityManager, mentorId: string): Promise<void> {
    const open = await tx
      .getRepository(LiveClass)
      .createQueryBuilder('c')
      .setLock('pessimistic_write')
      .where(`c.mentor_id = :mentorId AND c.status = 'scheduled' AND c.starts_at > now()`, { mentorId })
      .getMany();
    for (const c of open) {
      c.status = 'cancelled';
      c.version += 1;
      await this.recordChange(tx, await tx.save(c), 'cancelled');
    }
  }

  private recordChange(tx: EntityManager, c: LiveClass, change: Change): Promise<void> {
    return this.outbox.add(tx, 'live_class.changed', {
      classId: c.id,
      change,
      mentorId: c.mentorId,
      version: c.version,
    });
  }
}
