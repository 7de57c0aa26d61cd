import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  ErrorCode,
  LIVE_CLASS_MSG,
  LIVE_CLASS_ROOM_OPENS_MINUTES_BEFORE,
  LiveClassEnrolment,
} from '@conectando/contracts';
import { EntityManager, Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { rowsOf } from '../../infra/database/sql';
import { OutboxService } from '../../infra/events/outbox.service';
import { blockedBetween } from '../safety/blocks.service';
import { LiveClass } from './entities/live-class.entity';
import { LiveClassSeat } from './entities/live-class-seat.entity';
import { endsAt, MySeat, SeatCounts } from './live-classes.mapper';

/**
 * Seats and the line. Every change takes the class's row lock first (SELECT … FOR UPDATE), so people
 * pressing 'Inscribirme' at the same instant are counted one after another: never more than `capacity`
 * enrolled, the rest in line in the order they got the lock.
 */
@Injectable()
export class LiveClassSeats {
  constructor(
    @InjectRepository(LiveClassSeat) private readonly seats: Repository<LiveClassSeat>,
    private readonly outbox: OutboxService,
  ) {}

  async enrol(userId: string, classId: string): Promise<LiveClassEnrolment> {
    return this.seats.manager.transaction(async (tx) => {
      const c = await this.lockOpen(tx, classId);
      if (c.mentorId === userId) throw new AppError(ErrorCode.Conflict, LIVE_CLASS_MSG.ownClass);
      if (await blockedBetween(tx, userId, c.mentorId)) throw new AppError(ErrorCode.Forbidden, LIVE_CLASS_MSG.blocked);
      const existing = await tx.findOneBy(LiveClassSeat, { classId, userId });
      // Pressing again (or twice at once: the second waits for the lock) answers the same place.
      if (existing) return this.placeOf(tx, existing);
      const enrolled = await tx.countBy(LiveClassSeat, { classId, status: 'enrolled' });
      const status = enrolled < c.capacity ? 'enrolled' : 'waitlisted';
      const seat = await tx.save(tx.create(LiveClassSeat, { classId, userId, status }));
      await this.outbox.add(tx, 'live_class.seat', { classId, userId, status });
      return this.placeOf(tx, await tx.findOneByOrFail(LiveClassSeat, { classId: seat.classId, userId }));
    });
  }

  /** 'Dejar mi cupo' (or leave the line): a freed seat goes to the first in line at once, in this transaction. */
  async leave(userId: string, classId: string): Promise<void> {
    await this.seats.manager.transaction(async (tx) => {
      await this.lockOpen(tx, classId);
      const seat = await tx.findOneBy(LiveClassSeat, { classId, userId });
      if (!seat) throw new AppError(ErrorCode.NotFound, LIVE_CLASS_MSG.notEnrolled);
      await tx.delete(LiveClassSeat, { classId, userId });
      if (seat.status !== 'enrolled') return;
      const [next] = await rowsOf<{ user_id: string }>(
        tx,
        `UPDATE live_class_seats SET status = 'enrolled'
          WHERE class_id = $1 AND user_id = (
            SELECT user_id FROM live_class_seats WHERE class_id = $1 AND status = 'waitlisted' ORDER BY seq LIMIT 1)
          RETURNING user_id`,
        [classId],
      );
      if (next) await this.outbox.add(tx, 'live_class.seat', { classId, userId: next.user_id, status: 'promoted' });
    });
  }

  /**
   * Whether the person may enter the room now: the mentor or someone with a seat (else 403), from
   * LIVE_CLASS_ROOM_OPENS_MINUTES_BEFORE before the start until the end (else 409).
   */
  async assertMayJoin(userId: string, c: LiveClass, now = Date.now()): Promise<'mentor' | 'participant'> {
    const role = c.mentorId === userId ? 'mentor' : (await this.isEnrolled(userId, c.id)) ? 'participant' : null;
    if (!role) throw new AppError(ErrorCode.Forbidden, LIVE_CLASS_MSG.joinForbidden);
    if (c.status === 'cancelled') throw new AppError(ErrorCode.Conflict, LIVE_CLASS_MSG.cancelled);
    const opens = c.startsAt.getTime() - LIVE_CLASS_ROOM_OPENS_MINUTES_BEFORE * 60_000;
    if (now < opens || now > endsAt(c).getTime()) throw new AppError(ErrorCode.Conflict, LIVE_CLASS_MSG.roomClosed);
    return role;
  }

  async isEnrolled(userId: string, classId: string): Promise<boolean> {
    return this.seats.existsBy({ classId, userId, status: 'enrolled' });
  }

  /** Everyone with a seat (and, with `waiting`, in line), in the order they came. */
  async peopleOf(classId: string, waiting: boolean, tx: EntityManager = this.seats.manager): Promise<LiveClassSeat[]> {
    return tx.find(LiveClassSeat, {
      where: waiting ? { classId } : { classId, status: 'enrolled' },
      order: { seq: 'ASC' },
    });
  }

  async countsOf(classIds: string[]): Promise<Map<string, SeatCounts>> {
    if (classIds.length === 0) return new Map();
    const rows = await this.seats.query<{ class_id: string; enrolled: number; waiting: number }[]>(
      `SELECT class_id, count(*) FILTER (WHERE status = 'enrolled')::int AS enrolled,
              count(*) FILTER (WHERE status = 'waitlisted')::int AS waiting
         FROM live_class_seats WHERE class_id = ANY($1::uuid[]) GROUP BY class_id`,
      [classIds],
    );
    return new Map(rows.map((r) => [r.class_id, { enrolled: r.enrolled, waiting: r.waiting }]));
  }

  /** The viewer's seat or place in line in each of the classes. */
  async seatsOf(userId: string, classIds: string[]): Promise<Map<string, MySeat>> {
    if (classIds.length === 0) return new Map();
    const rows = await this.seats.query<{ class_id: string; status: 'enrolled' | 'waitlisted'; position: number }[]>(
      `SELECT s.class_id, s.status,
              (SELECT count(*)::int FROM live_class_seats w
                WHERE w.class_id = s.class_id AND w.status = 'waitlisted' AND w.seq <= s.seq) AS position
         FROM live_class_seats s WHERE s.user_id = $1 AND s.class_id = ANY($2::uuid[])`,
      [userId, classIds],
    );
    return new Map(
      rows.map((r) => [r.class_id, { status: r.status, position: r.status === 'waitlisted' ? r.position : null }]),
    );
  }

  private async placeOf(tx: EntityManager, seat: LiveClassSeat): Promise<LiveClassEnrolment> {
    if (seat.status === 'enrolled') return { status: 'enrolled' };
    const [row] = await tx.query<{ position: number }[]>(
      `SELECT count(*)::int AS position FROM live_class_seats
        WHERE class_id = $1 AND status = 'waitlisted' AND seq <= $2`,
      [seat.classId, seat.seq],
    );
    return { status: 'waitlisted', position: row.position };
  }

  /** The class under its row lock, if it exists, has not started and is not cancelled. */
  private async lockOpen(tx: EntityManager, classId: string): Promise<LiveClass> {
    const c = await tx.findOne(LiveClass, { where: { id: classId }, lock: { mode: 'pessimistic_write' } });
    if (!c) throw new AppError(ErrorCode.NotFound, LIVE_CLASS_MSG.notFound);
    if (c.status === 'cancelled') throw new AppError(ErrorCode.Conflict, LIVE_CLASS_MSG.cancelled);
    if (c.startsAt.getTime() <= Date.now()) throw new AppError(ErrorCode.Conflict, LIVE_CLASS_MSG.started);
    return c;
  }
}
