import {
  SKILL_CATEGORIES,
  type CategoryStatsResponse,
  type SavedVideoResponse,
  type SkillCategoryResponse,
  type SkillVideoResponse,
  type UserMode,
} from '@conectando/contracts';
import { json, type Handlers } from '../mock-api';
import { authHandlers, buildUser } from './auth';
import { maintenanceHandlers } from './maintenance';

let nextId = 1;

export const buildVideo = (overrides: Partial<SkillVideoResponse> = {}): SkillVideoResponse => {
  const id = overrides.id ?? `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;
  return {
    id,
    userId: 'mentor-1',
    authorName: 'Carmen Soto',
    authorProfileImageUrl: null,
    title: 'Tejido a palillo para principiantes',
    description: null,
    skillName: 'Tejido',
    categoryId: 'manualidades-y-artes',
    categoryName: 'Manualidades y Artes',
    thumbnailUrl: `/api/skill-videos/${id}/poster`,
    videoUrl: `/api/skill-videos/${id}/file`,
    mimeType: 'video/mp4',
    sizeBytes: 120_000,
    duration: 95,
    isStory: false,
    status: 'ready',
    captions: false,
    captionsSource: null,
    createdAt: new Date(Date.now() - 86_400_000).toISOString(),
    ...overrides,
  };
};

export const asSaved = (video: SkillVideoResponse): SavedVideoResponse => ({
  ...video,
  savedAt: new Date().toISOString(),
});

export const CATEGORIES: SkillCategoryResponse[] = SKILL_CATEGORIES.map((c) => ({
  id: c.id,
  name: c.name,
  skills: [...c.skills],
}));

export const CATEGORY_STATS: CategoryStatsResponse[] = SKILL_CATEGORIES.map((c, i) => ({
  categoryId: c.id,
  categoryName: c.name,
  videoCount: i === 0 ? 3 : 0,
  mentorCount: i === 0 ? 1 : 0,
}));

export const page = (items: SkillVideoResponse[]) => ({ items, total: items.length, page: 1, pageSize: 50 });

/** `userId` signed in, in `mode`, on the skills screen: all it reads but the videos and the wishes. */
export const skillsScreenHandlers = (userId: string, mode: UserMode): Handlers => ({
  ...authHandlers.signedIn(buildUser({ id: userId, mode })),
  ...maintenanceHandlers.off(),
  [`GET /api/chats/user/${userId}`]: json([]),
  'GET /api/skill-categories': json(CATEGORIES),
  'GET /api/category-stats': json(CATEGORY_STATS),
  'GET /api/users/role/mentor': json([]),
  [`GET /api/users/${userId}/saved-videos`]: json([]),
});
