import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CreateStoryCommentDto,
  ErrorCode,
  RANGE_MSG,
  ReportEvidence,
  STORY_COMMENT_MSG,
  STORY_COMMENTS_PAGE,
  STORY_SKILL_NAME,
  StoryCommentResponse,
  StoryCommentsPage,
  StoryCommentsQueryDto,
  VIDEO_MSG,
} from '@conectando/contracts';
import { DataSource, In, Repository } from 'typeorm';
import { AppError } from '../../../common/errors/app-error';
import { rowsOf } from '../../../infra/database/sql';
import { OutboxService } from '../../../infra/events/outbox.service';
import { RealtimeEmitter, userRoom } from '../../../infra/realtime/realtime-emitter.service';
import { BlocksService, notBlockedBetweenSql } from '../../safety/blocks.service';
import type { User } from '../../users/entities/user.entity';
import { displayNameSql } from '../../users/users.service';
import type { SkillVideo } from '../../videos/entities/skill-video.entity';
import { VideosService } from '../../videos/videos.service';
import { StoryComment } from '../entities/story-comment.entity';

type Row = { id: string; video_id: string; author_id: string; author_name: string; text: string; created_at: Date };

const toResponse = (r: Row): StoryCommentResponse => ({
  id: r.id,
  storyId: r.video_id,
  authorId: r.author_id,
  authorName: r.author_name,
  text: r.text,
  createdAt: r.created_at.toISOString(),
});

// A cursor is the last comment's time (to the microsecond, as stored) and id, base64url-encoded.
const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** What people write under a story: read by whoever may see the story, minus blocked people's. */
@Injectable()
export class StoryCommentsService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(StoryComment) private readonly comments: Repository<StoryComment>,
    private readonly videos: VideosService,
    private readonly blocks: BlocksService,
    private readonly outbox: OutboxService,
    private readonly realtime: RealtimeEmitter,
  ) {}

  /** A story the viewer may see: not someone's they blocked or who blocked them (404 otherwise). */
  async findStory(viewerId: string, storyId: string): Promise<SkillVideo> {
    const video = await this.videos.findOrFail(storyId, viewerId).catch((e: unknown) => {
      if (e instanceof AppError) return null;
      throw e;
    });
    if (!video || video.skillName !== STORY_SKILL_NAME) throw new AppError(ErrorCode.NotFound, VIDEO_MSG.storyNotFound);
    return video;
  }

  /** Oldest first, a page at a time. */
  async list(viewer: User, storyId: string, query: StoryCommentsQueryDto): Promise<StoryCommentsPage> {
    await this.findStory(viewer.id, storyId);
    const take = Number(query.limit ?? STORY_COMMENTS_PAGE);
    const after = query.cursor ? this.parseCursor(query.cursor) : null;
    const rows = await rowsOf<Row & { at: string }>(
      this.dataSource,
      `${this.selectSql('$2::uuid')}
        WHERE c.video_id = $1 ${after ? 'AND (c.created_at, c.id) > ($4::timestamptz, $5::uuid)' : ''}
        ORDER BY c.created_at, c.id LIMIT $3`,
      [storyId, viewer.id, take + 1, ...(after ? [after.at, after.id] : [])],
    );
    const items = rows.slice(0, take);
    const last = items[items.length - 1];
    return {
      items: items.map(toResponse),
      nextCursor: rows.length > take && last ? Buffer.from(`${last.at}|${last.id}`).toString('base64url') : null,
    };
  }

  /** Written with its event; the story's watchers see it at once, except those blocked with the writer. */
  async create(author: User, storyId: string, dto: CreateStoryCommentDto): Promise<StoryCommentResponse> {
    const story = await this.findStory(author.id, storyId);
    const comment = await this.dataSource.transaction(async (tx) => {
      const saved = await tx.save(tx.create(StoryComment, { storyId, authorId: author.id, text: dto.text.trim() }));
      await this.outbox.add(tx, 'story.commented', {
        commentId: saved.id,
        storyId,
        authorId: author.id,
        storyAuthorId: story.userId,
      });
      return saved;
    });
    const [row] = await rowsOf<Row>(this.dataSource, `${this.selectSql(null)} WHERE c.id = $1`, [comment.id]);
    const response = toResponse(row);
    const hidden = await this.blocks.hiddenFrom(author.id);
    this.realtime.toRoomExcept(storyRoom(storyId), hidden.map(userRoom), 'story:comment', response);
    return response;
  }

  /** The comment's author or the story's author; anyone else who can see it is refused. */
  async remove(viewer: User, storyId: string, commentId: string): Promise<void> {
    const story = await this.findStory(viewer.id, storyId);
    const comment = await this.comments.findOneBy({ id: commentId, storyId });
    const blocked =
      comment && comment.authorId !== viewer.id && !(await this.blocks.mayTalk(viewer.id, comment.authorId));
    if (!comment || blocked) throw new AppError(ErrorCode.NotFound, STORY_COMMENT_MSG.notFound);
    if (comment.authorId !== viewer.id && story.userId !== viewer.id)
      throw new AppError(ErrorCode.Forbidden, STORY_COMMENT_MSG.deleteNotAllowed);
    await this.comments.delete({ id: commentId });
    this.realtime.toRoomExcept(storyRoom(storyId), [], 'story:comment-deleted', { storyId, commentId });
  }

  /** Per story, the comments the viewer can read. */
  async countsFor(viewerId: string, storyIds: string[]): Promise<Map<string, number>> {
    if (storyIds.length === 0) return new Map();
    const rows = await rowsOf<{ video_id: string; n: number }>(
      this.dataSource,
      `SELECT c.video_id, count(*)::int AS n FROM story_comments c
         JOIN users u ON u.id = c.author_id AND u.suspended_at IS NULL
        WHERE c.video_id = ANY($1::uuid[]) AND ${notBlockedBetweenSql('$2::uuid', 'c.author_id')}
        GROUP BY c.video_id`,
      [storyIds, viewerId],
    );
    return new Map(rows.map((r) => [r.video_id, r.n]));
  }

  /** What the story's author is told of a comment, or null once it is gone. */
  async noticeOf(commentId: string): Promise<{ authorName: string; text: string; storyTitle: string } | null> {
    const [row] = await rowsOf<Row & { title: string }>(
      this.dataSource,
      `${this.selectSql(null, ', v.title')} JOIN skill_videos v ON v.id = c.video_id WHERE c.id = $1`,
      [commentId],
    );
    return row ? { authorName: row.author_name, text: row.text, storyTitle: row.title } : null;
  }

  /** Comments `targetId` wrote, as they read now, for a report; undefined if any is not theirs. */
  async evidenceFor(targetId: string, commentIds: string[]): Promise<ReportEvidence[] | undefined> {
    const ids = [...new Set(commentIds)];
    if (ids.length === 0) return [];
    const found = await this.comments.find({ where: { id: In(ids), authorId: targetId }, order: { createdAt: 'ASC' } });
    if (found.length !== ids.length) return undefined;
    const rows = await rowsOf<Row & { title: string }>(
      this.dataSource,
      `${this.selectSql(null, ', v.title')} JOIN skill_videos v ON v.id = c.video_id WHERE c.id = ANY($1::uuid[])
        ORDER BY c.created_at, c.id`,
      [ids],
    );
    return rows.map((r) => ({
      messageId: r.id,
      senderId: r.author_id,
      senderName: r.author_name,
      content: r.text,
      sentAt: r.created_at.toISOString(),
      story: { id: r.video_id, title: r.title },
    }));
  }

  /** The comments with their author's name; with a viewer, blocked people's (either way) left out. */
  private selectSql(viewerExpr: string | null, extra = ''): string {
    return `SELECT c.id, c.video_id, c.author_id, ${displayNameSql('u')} AS author_name, c.text, c.created_at,
                   to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at${extra}
              FROM story_comments c
              JOIN users u ON u.id = c.author_id AND u.suspended_at IS NULL
              ${viewerExpr ? `AND ${notBlockedBetweenSql(viewerExpr, 'c.author_id')}` : ''}`;
  }

  private parseCursor(cursor: string): { at: string; id: string } {
    const m = CURSOR.exec(Buffer.from(cursor, 'base64url').toString());
    if (!m) throw new AppError(ErrorCode.ValidationFailed, RANGE_MSG.cursorInvalid);
    return { at: m[1], id: m[2] };
  }
}

export const storyRoom = (storyId: string) => `story:${storyId}`;
