import type { LiveClassJoin } from '@conectando/contracts';
import { api } from '@/lib/api-client';

/** GET /api/live-classes/:id/join: the admission into the class's room (403 or 409 with the reason, in Spanish). */
export const fetchJoin = (classId: string) =>
  api.get<LiveClassJoin>(`/live-classes/${encodeURIComponent(classId)}/join`);
