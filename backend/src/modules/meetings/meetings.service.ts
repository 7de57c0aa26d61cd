import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  AcceptMeetingDto,
  DomainEventMap,
  ErrorCode,
  MEETING_CALL_CLOSES_MINUTES_AFTER,
  MEETING_CALL_OPENS_MINUTES_BEFORE,
  MEETING_MSG,
  MeetingPerson,
  MeetingResponse,
  ProposeMeetingDto,
  RescheduleMeetingDto,
} from '@conectando/contracts';
import { EntityManager, Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { OutboxService } from '../../infra/events/outbox.service';
import { fileUrl } from '../files/files.service';
import { BlocksService } from '../safety/blocks.service';
import type { User } from '../users/entities/user.entity';
import { displayName, UsersService } from '../users/users.service';
import { Meeting } from './entities/meeting.entity';
import { endsAt, otherParticipant, toMeetingResponse } from './meetings.mapper';

type Change = DomainEventMap['meeting.changed']['change'];

const sameInstant = (a: Date | string, b: Date | string) => new Date(a).getTime() === new Date(b).getTime();

/** Meeting requests between two people: proposed slots, one accepted, and every change told to the other. */
@Injectable()
export class MeetingsService {
  constructor(
    @InjectRepository(Meeting) private readonly meetings: Repository<Meeting>,
    private readonly outbox: OutboxService,
    private readonly users: UsersService,
    private readonly blocks: BlocksService,
  ) {}

  async propose(organizer: User, dto: ProposeMeetingDto): Promise<MeetingResponse> {
    if (dto.inviteeId === organizer.id) throw new AppError(ErrorCode.ValidationFailed, MEETING_MSG.notYourself);
    const [invitee] = await this.users.findByIds([dto.inviteeId]);
    if (!invitee) throw new AppError(ErrorCode.NotFound, MEETING_MSG.userNotFound);
    await this.assertMayMeet(organizer.id, invitee.id);
    const meeting = await this.meetings.manager.transaction(async (tx) => {
      const created = await tx.save(
        tx.create(Meeting, {
          organizerId: organizer.id,
          inviteeId: invitee.id,
          status: 'proposed',
          slots: this.sortedSlots(dto.slots),
          proposedById: organizer.id,
          durationMinutes: dto.durationMinutes,
          topic: dto.topic?.trim() || null,
          startsAt: null,
          version: 0,
        }),
      );
      await this.recordChange(tx, created, 'proposed', organizer.id);
      return created;
    });
    return this.respond(meeting);
  }

  /** Whether the two ever agreed to meet (a confirmed meeting): the chat then no longer warns about contact. */
  async haveConfirmedMeeting(a: string, b: string): Promise<boolean> {
    return this.meetings.exists({
      where: [
        { organizerId: a, inviteeId: b, status: 'confirmed' },
        { organizerId: b, inviteeId: a, status: 'confirmed' },
      ],
    });
  }

  /** The one place where "may these two people meet" is decided: not oneself, and neither blocked the other. */
  private async assertMayMeet(userId: string, otherId: string): Promise<void> {
    if (userId === otherId) throw new AppError(ErrorCode.ValidationFailed, MEETING_MSG.notYourself);
    if (!(await this.blocks.mayTalk(userId, otherId))) throw new AppError(ErrorCode.Forbidden, MEETING_MSG.blocked);
  }

  /** The person's meetings: upcoming (and still open proposals) first, soonest first; or the past ones. */
  async list(userId: string, scope: 'upcoming' | 'past', withUserId?: string): Promise<MeetingResponse[]> {
    const qb = this.meetings
      .createQueryBuilder('m')
      .where('(m.organizer_id = :userId OR m.invitee_id = :userId)', { userId })
      .take(100);
    if (withUserId) qb.andWhere('(m.organizer_id = :other OR m.invitee_id = :other)', { other: withUserId });
    // A meeting is past once it ended, or when it was declined or cancelled.
    const ended = `(m.status IN ('declined', 'cancelled') OR (m.status = 'confirmed' AND m.starts_at + make_interval(mins => m.duration_minutes) < now()) OR (m.status = 'proposed' AND (SELECT max(s) FROM unnest(m.slots) s) < now()))`;
    if (scope === 'past') qb.andWhere(ended).orderBy('COALESCE(m.starts_at, m.updated_at)', 'DESC');
    else qb.andWhere(`NOT ${ended}`).orderBy('COALESCE(m.starts_at, m.slots[1])', 'ASC');
    const rows = await qb.getMany();
    return this.respondAll(rows);
  }

  async get(userId: string, id: string): Promise<MeetingResponse> {
    return this.respond(await this.findFor(userId, id));
  }

  /** The meeting, if `userId` takes part in it; anyone else is told it does not exist. */
  async findFor(userId: string, id: string): Promise<Meeting> {
    const meeting = await this.meetings.findOneBy({ id });
    if (!meeting || (meeting.organizerId !== userId && meeting.inviteeId !== userId)) {
      throw new AppError(ErrorCode.NotFound, MEETING_MSG.notFound);
    }
    return meeting;
  }

  /** The meeting, read as stored (for jobs and listeners). */
  find(id: string): Promise<Meeting | null> {
    return this.meetings.findOneBy({ id });
  }

  async accept(user: User, id: string, dto: AcceptMeetingDto): Promise<MeetingResponse> {
    return this.change(user, id, 'confirmed', (m) => {
      this.assertAnswering(m, user.id);
      const slot = m.slots.find((s) => sameInstant(s, dto.slot));
      if (!slot) throw new AppError(ErrorCode.ValidationFailed, MEETING_MSG.slotNotProposed);
      if (new Date(slot).getTime() <= Date.now()) throw new AppError(ErrorCode.Conflict, MEETING_MSG.slotPassed);
      m.status = 'confirmed';
      m.startsAt = new Date(slot);
    });
  }

  async decline(user: User, id: string): Promise<MeetingResponse> {
    return this.change(user, id, 'declined', (m) => {
      this.assertAnswering(m, user.id);
      m.status = 'declined';
    });
  }

  async cancel(user: User, id: string): Promise<MeetingResponse> {
    return this.change(user, id, 'cancelled', (m) => {
      this.assertOpen(m);
      m.status = 'cancelled';
    });
  }

  async reschedule(user: User, id: string, dto: RescheduleMeetingDto): Promise<MeetingResponse> {
    return this.change(user, id, 'rescheduled', (m) => {
      this.assertOpen(m);
      m.status = 'proposed';
      m.slots = this.sortedSlots(dto.slots);
      m.proposedById = user.id;
      m.startsAt = null;
    });
  }

  /**
   * The other participant of an open call, or an error in Spanish: the call is open from
   * MEETING_CALL_OPENS_MINUTES_BEFORE before a confirmed start until MEETING_CALL_CLOSES_MINUTES_AFTER after it.
   */
  async callPeer(userId: string, id: string, now = Date.now()): Promise<string> {
    const meeting = await this.findFor(userId, id);
    if (meeting.status !== 'confirmed' || !meeting.startsAt)
      throw new AppError(ErrorCode.Forbidden, MEETING_MSG.callClosed);
    const start = meeting.startsAt.getTime();
    if (
      now < start - MEETING_CALL_OPENS_MINUTES_BEFORE * 60_000 ||
      now > start + MEETING_CALL_CLOSES_MINUTES_AFTER * 60_000
    ) {
      throw new AppError(ErrorCode.Forbidden, MEETING_MSG.callClosed);
    }
    return otherParticipant(meeting, userId);
  }

  /** For reviews: the other participant of a confirmed meeting that has ended, or why not. */
  async endedWith(userId: string, id: string): Promise<{ otherId: string } | 'not-found' | 'not-yet'> {
    const meeting = await this.meetings.findOneBy({ id });
    if (!meeting || (meeting.organizerId !== userId && meeting.inviteeId !== userId)) return 'not-found';
    const end = endsAt(meeting);
    if (meeting.status !== 'confirmed' || !end || end.getTime() > Date.now()) return 'not-yet';
    return { otherId: otherParticipant(meeting, userId) };
  }

  /** Confirmed meetings of `userId` that ended, with the other person: candidates for '¿Cómo te fue?'. */
  async endedMeetingsOf(userId: string, limit = 20): Promise<{ meetingId: string; otherId: string }[]> {
    const rows = await this.meetings
      .createQueryBuilder('m')
      .where('(m.organizer_id = :userId OR m.invitee_id = :userId)', { userId })
      .andWhere(`m.status = 'confirmed' AND m.starts_at + make_interval(mins => m.duration_minutes) < now()`)
      .orderBy('m.starts_at', 'DESC')
      .take(limit)
      .getMany();
    return rows.map((m) => ({ meetingId: m.id, otherId: otherParticipant(m, userId) }));
  }

  /** Names and photos of people, as the cards and emails show them. */
  async people(ids: string[]): Promise<Map<string, MeetingPerson>> {
    const users = await this.users.findByIds([...new Set(ids)]);
    return new Map(
      users.map((u) => [u.id, { id: u.id, name: displayName(u), profileImageUrl: fileUrl(u.profileImageFileId) }]),
    );
  }

  async respond(meeting: Meeting): Promise<MeetingResponse> {
    return toMeetingResponse(meeting, await this.people([meeting.organizerId, meeting.inviteeId]));
  }

  private async respondAll(meetings: Meeting[]): Promise<MeetingResponse[]> {
    const people = await this.people(meetings.flatMap((m) => [m.organizerId, m.inviteeId]));
    return meetings.map((m) => toMeetingResponse(m, people));
  }

  /** One change under the meeting's row lock: two answers at once are ordered, the second sees the first. */
  private async change(
    user: User,
    id: string,
    change: Change,
    apply: (meeting: Meeting) => void,
  ): Promise<MeetingResponse> {
    const meeting = await this.meetings.manager.transaction(async (tx) => {
      const m = await tx.findOne(Meeting, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!m || (m.organizerId !== user.id && m.inviteeId !== user.id)) {
        throw new AppError(ErrorCode.NotFound, MEETING_MSG.notFound);
      }
      apply(m);
      m.version += 1;
      const saved = await tx.save(m);
      await this.recordChange(tx, saved, change, user.id);
      return saved;
    });
    return this.respond(meeting);
  }

  /**
   * An erased account's meetings still to come are cancelled in the erasure's transaction; the other
   * person is told as for any cancellation.
   */
  async cancelAllOf(tx: EntityManager, userId: string): Promise<void> {
    const open = await tx
      .getRepository(Meeting)
      .createQueryBuilder('m')
      .setLock('pessimistic_write')
      .where('(m.organizer_id = :userId OR m.invitee_id = :userId)', { userId })
      .andWhere(`(m.status = 'proposed' OR (m.status = 'confirmed' AND m.starts_at > now()))`)
      .getMany();
    for (const m of open) {
      m.status = 'cancelled';
      m.version += 1;
      await this.recordChange(tx, await tx.save(m), 'cancelled', userId);
    }
  }

  private recordChange(tx: EntityManager, m: Meeting, change: Change, actorId: string): Promise<void> {
    return this.outbox.add(tx, 'meeting.changed', {
      meetingId: m.id,
      change,
      status: m.status,
      actorId,
      otherId: otherParticipant(m, actorId),
      version: m.version,
    });
  }

  /** Only the person who did not propose the current slots answers them. */
  private assertAnswering(m: Meeting, userId: string): void {
    if (m.status !== 'proposed') throw new AppError(ErrorCode.Conflict, MEETING_MSG.notProposed);
    if (m.proposedById === userId) throw new AppError(ErrorCode.Forbidden, MEETING_MSG.notYourTurn);
  }

  /** Cancelled, declined or already started meetings stay as they are. */
  private assertOpen(m: Meeting): void {
    if (m.status === 'cancelled' || m.status === 'declined') {
      throw new AppError(ErrorCode.Conflict, MEETING_MSG.alreadyClosed);
    }
    if (m.status === 'confirmed' && m.startsAt && m.startsAt.getTime() <= Date.now()) {
      throw new AppError(ErrorCode.Conflict, MEETING_MSG.alreadyStarted);
    }
  }

  private sortedSlots(slots: string[]): Date[] {
    return slots.map((s) => new Date(s)).sort((a, b) => a.getTime() - b.getTime());
  }
}
