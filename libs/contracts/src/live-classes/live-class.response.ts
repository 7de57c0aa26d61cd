/** 'scheduled' until its mentor cancels it; whether it started or ended is read from the clock. */
export type LiveClassStatus = 'scheduled' | 'cancelled';
/** The caller's place: a seat, a place in line, or nothing. */
export type LiveClassSeatStatus = 'enrolled' | 'waitlisted';

export interface LiveClassMentor {
  id: string;
  name: string;
  profileImageUrl: string | null;
}

/** A class as lists show it (GET /api/live-classes). */
export interface LiveClassSummary {
  id: string;
  title: string;
  skillName: string;
  mentor: LiveClassMentor;
  startsAt: string;
  durationMinutes: number;
  capacity: number;
  seatsLeft: number;
  status: LiveClassStatus;
  /** The caller's seat or place in line (null: neither; the mentor is never a seat). */
  myStatus: LiveClassSeatStatus | null;
  /** 1 for the first in line; only when myStatus is 'waitlisted'. */
  myPosition: number | null;
}

/** GET /api/live-classes/:id */
export interface LiveClassDetail extends LiveClassSummary {
  description: string;
  enrolledCount: number;
  waitlistCount: number;
  /** Whether the caller gives this class. */
  isMentor: boolean;
  /** Grows with every change (the calendar's SEQUENCE). */
  version: number;
  /** Its reviews' average (null before the first) and how many. */
  rating: LiveClassRating;
  /** The caller may rate it now: they had a seat, it ended and they have not rated it. */
  canReview: boolean;
}

export interface LiveClassRating {
  average: number | null;
  count: number;
}

/** 201 of POST /api/live-classes/:id/enrol. */
export interface LiveClassEnrolment {
  status: LiveClassSeatStatus;
  /** Place in line, 1 first; only when waitlisted. */
  position?: number;
}

/** POST /api/live-classes answers every date it scheduled, soonest first. */
export interface LiveClassesCreated {
  classes: LiveClassDetail[];
}

export interface LiveClassReviewResponse {
  rating: number;
  comment: string | null;
  authorName: string;
  createdAt: string;
}

/** GET /api/live-classes/mentors/:id: what a mentor's profile shows of their classes. */
export interface MentorLiveClasses {
  upcoming: LiveClassSummary[];
  rating: LiveClassRating;
}

/** `live-class:changed`, to the mentor and everyone with a seat or in line: refetch the class. */
export interface LiveClassChangedEvent {
  id: string;
}
