import type {
  LiveClassDetail,
  LiveClassMentor,
  LiveClassRating,
  LiveClassSeatStatus,
  LiveClassSummary,
} from '@conectando/contracts';
import type { LiveClass } from './entities/live-class.entity';

/** Seats taken and people in line of a class. */
export interface SeatCounts {
  enrolled: number;
  waiting: number;
}

/** The caller's seat or place in line (position 1 = first in line). */
export interface MySeat {
  status: LiveClassSeatStatus;
  position: number | null;
}

export const endsAt = (c: Pick<LiveClass, 'startsAt' | 'durationMinutes'>): Date =>
  new Date(c.startsAt.getTime() + c.durationMinutes * 60_000);

export const toLiveClassSummary = (
  c: LiveClass,
  mentor: LiveClassMentor | undefined,
  counts: SeatCounts | undefined,
  mine: MySeat | undefined,
): LiveClassSummary => ({
  id: c.id,
  title: c.title,
  skillName: c.skillName,
  mentor: mentor ?? { id: c.mentorId, name: '', profileImageUrl: null },
  startsAt: c.startsAt.toISOString(),
  durationMinutes: c.durationMinutes,
  capacity: c.capacity,
  seatsLeft: Math.max(0, c.capacity - (counts?.enrolled ?? 0)),
  status: c.status,
  myStatus: mine?.status ?? null,
  myPosition: mine?.status === 'waitlisted' ? mine.position : null,
});

export const toLiveClassDetail = (
  c: LiveClass,
  viewerId: string,
  facts: {
    mentor: LiveClassMentor | undefined;
    counts: SeatCounts | undefined;
    mine: MySeat | undefined;
    rating: LiveClassRating;
    reviewed: boolean;
  },
  now = Date.now(),
): LiveClassDetail => ({
  ...toLiveClassSummary(c, facts.mentor, facts.counts, facts.mine),
  description: c.description,
  enrolledCount: facts.counts?.enrolled ?? 0,
  waitlistCount: facts.counts?.waiting ?? 0,
  isMentor: c.mentorId === viewerId,
  version: c.version,
  rating: facts.rating,
  canReview:
    c.status === 'scheduled' && facts.mine?.status === 'enrolled' && endsAt(c).getTime() <= now && !facts.reviewed,
});
