import { STORY_SKILL_NAME, SkillVideoResponse, SKILL_CATEGORIES } from '@conectando/contracts';
import { fileUrl } from '../files/files.service';
import type { User } from '../users/entities/user.entity';
import type { SkillVideo } from './entities/skill-video.entity';

export type VideoWithAuthor = SkillVideo & { user: User };
export type VideoAuthor = Pick<User, 'name' | 'profileImageFileId'>;

export const videoFileUrl = (id: string) => `/api/skill-videos/${id}/file`;
export const videoPosterUrl = (id: string) => `/api/skill-videos/${id}/poster`;

export const toSkillVideoResponse = (v: VideoWithAuthor): SkillVideoResponse => videoResponse(v, v.user);

export const videoResponse = (v: SkillVideo, author: VideoAuthor): SkillVideoResponse => {
  const category = SKILL_CATEGORIES.find((c) => c.id === v.categoryId);
  return {
    id: v.id,
    userId: v.userId,
    authorName: author.name,
    authorProfileImageUrl: fileUrl(author.profileImageFileId),
    title: v.title,
    description: v.description,
    skillName: v.skillName,
    categoryId: category?.id ?? null,
    categoryName: category?.name ?? null,
    thumbnailUrl: v.posterStorageName ? videoPosterUrl(v.id) : null,
    videoUrl: videoFileUrl(v.id),
    mimeType: v.videoMimeType,
    sizeBytes: v.videoSizeBytes,
    duration: v.durationSeconds,
    isStory: v.skillName === STORY_SKILL_NAME,
    status: v.status,
    captions: (v.captionsSource ?? null) !== null,
    captionsSource: v.captionsSource ?? null,
    ...(v.status === 'failed' && v.statusMessage ? { statusMessage: v.statusMessage } : {}),
    createdAt: v.createdAt.toISOString(),
  };
};
