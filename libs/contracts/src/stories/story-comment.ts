import { IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { RANGE_MSG } from '../common/ranges';
import { IsIntLike, IsRequiredText } from '../videos/video-validators';

export const STORY_COMMENT_MAX_LENGTH = 1000;
/** A page of comments: 20 unless asked, never more than 50. */
export const STORY_COMMENTS_PAGE = 20;
export const STORY_COMMENTS_PAGE_MAX = 50;

/** Spanish texts of a story's comments. */
export const STORY_COMMENT_MSG = {
  textRequired: 'Escribe un comentario',
  textTooLong: 'El comentario puede tener hasta 1.000 caracteres',
  notFound: 'Comentario no encontrado',
  deleteNotAllowed: 'Solo puedes borrar tus comentarios o los de tus relatos',
  /** The notice the story's author gets. */
  commented: (name: string, storyTitle: string, text: string) => ({
    title: `${name} comentó tu relato «${storyTitle}»`,
    body: text.length > 140 ? `${text.slice(0, 139)}…` : text,
  }),
} as const;

/** POST /api/stories/:id/comments: 1 to 1,000 characters once trimmed. */
export class CreateStoryCommentDto {
  @IsRequiredText(STORY_COMMENT_MAX_LENGTH, STORY_COMMENT_MSG.textRequired, STORY_COMMENT_MSG.textTooLong)
  text!: string;
}

/** GET /api/stories/:id/comments?cursor=&limit= : the cursor is the previous page's `nextCursor`. */
export class StoryCommentsQueryDto {
  @IsOptional()
  @IsString({ message: RANGE_MSG.cursorInvalid })
  @MaxLength(200, { message: RANGE_MSG.cursorInvalid })
  @Matches(/^[A-Za-z0-9_-]+$/, { message: RANGE_MSG.cursorInvalid })
  cursor?: string;

  @IsOptional()
  @IsIntLike(1, STORY_COMMENTS_PAGE_MAX, { message: 'La cantidad debe ser un número entero entre 1 y 50' })
  limit?: number | string;
}

export interface StoryCommentResponse {
  id: string;
  storyId: string;
  authorId: string;
  authorName: string;
  text: string;
  createdAt: string;
}

/** Oldest first; `nextCursor` is null on the last page. */
export interface StoryCommentsPage {
  items: StoryCommentResponse[];
  nextCursor: string | null;
}

/** Pushed to the story's room when a comment goes. */
export interface StoryCommentDeletedEvent {
  storyId: string;
  commentId: string;
}

/** 'story:watch' / 'story:unwatch' on the socket. */
export class WatchStoryDto {
  @IsUUID('4', { message: 'Relato no encontrado' })
  storyId!: string;
}
