import type { MeetingPerson, MeetingResponse } from '@conectando/contracts';
import type { Meeting } from './entities/meeting.entity';

export const toMeetingResponse = (m: Meeting, people: Map<string, MeetingPerson>): MeetingResponse => ({
  id: m.id,
  status: m.status,
  organizer: people.get(m.organizerId) ?? { id: m.organizerId, name: '', profileImageUrl: null },
  invitee: people.get(m.inviteeId) ?? { id: m.inviteeId, name: '', profileImageUrl: null },
  slots: m.status === 'proposed' ? m.slots.map((s) => new Date(s).toISOString()) : [],
  durationMinutes: m.durationMinutes,
  topic: m.topic,
  startsAt: m.startsAt?.toISOString() ?? null,
  proposedById: m.proposedById,
  version: m.version,
  createdAt: m.createdAt.toISOString(),
  updatedAt: m.updatedAt.toISOString(),
});

export const otherParticipant = (m: Pick<Meeting, 'organizerId' | 'inviteeId'>, userId: string): string =>
  m.organizerId === userId ? m.inviteeId : m.organizerId;

export const endsAt = (m: Pick<Meeting, 'startsAt' | 'durationMinutes'>): Date | null =>
  m.startsAt ? new Date(m.startsAt.getTime() + m.durationMinutes * 60_000) : null;
