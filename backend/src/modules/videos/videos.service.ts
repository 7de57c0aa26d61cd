import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  categoryOfSkill,
  ErrorCode,
  SKILL_VIDEOS_PAGE_SIZE,
  SkillVideoPage,
  SkillVideoResponse,
  SkillVideosQuery,
  STORY_SKILL_NAME,
  UploadSkillVideoDto,
  VIDEO_MSG,
} from '@conectando/contracts';
import { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import type { User } from '../users/entities/user.entity';
import { SkillVideo } from './entities/skill-video.entity';
import { WatchedVideo } from './entities/video-marks.entity';
import { parseByteRange } from '../../common/http/byte-range';
import { UploadQuota } from './upload-quota.service';
import { MediaSlice, StoredMedia, VideoFilesService } from './video-files.service';
import type { UploadedVideoFiles } from './video-upload.interceptor';
import { toSkillVideoResponse, videoResponse, VideoWithAuthor } from './videos.mapper';
import { preparedQuery } from '../../infra/patches/typeorm-pool';
import { hydrated, selectColumns } from '../../infra/database/sql';
import { excludeBlocked } from '../safety/blocks.service';
import { UsersService } from '../users/users.service';
import { VideoTranscodeQueue } from './processing/video-transcode.queue';
import { ResumableUploadsService } from './resumable/resumable-uploads.service';
import { catalogueSql, searchCatalogueSql, SkillVideoSearch } from './search/skill-video-search.service';

export type VideoStream =
  { video: SkillVideo; slice: MediaSlice; partial: boolean } | { video: SkillVideo; unsatisfiable: true; size: number };

type CatalogueRow = Record<string, unknown> & {
  author_name: string;
  author_photo_file_id: string | null;
  total: string;
};

@Injectable()
export class VideosService {
  private catalogueStatements?: { list: string; search: string };

  constructor(
    @InjectRepository(SkillVideo) private readonly videos: Repository<SkillVideo>,
    @InjectRepository(WatchedVideo) private readonly watched: Repository<WatchedVideo>,
    private readonly users: UsersService,
    private readonly files: VideoFilesService,
    private readonly quota: UploadQuota,
    private readonly transcoding: VideoTranscodeQueue,
    private readonly resumable: ResumableUploadsService,
    private readonly search: SkillVideoSearch,
  ) {}

  /**
   * Newest first, or the most relevant first for a search. Stories stay on /stories: every list and search here leaves them out (so they are
   * counted nowhere in the categories either), unless the story skill itself is asked for.
   */
  async list(viewer: User, query: SkillVideosQuery): Promise<SkillVideoPage> {
    const page = Number(query.page ?? 1);
    const pageSize = Number(query.pageSize ?? SKILL_VIDEOS_PAGE_SIZE);
    const plan = await this.search.plan(query.q);
    const filters = [query.category ?? null, query.skill ?? null, STORY_SKILL_NAME];
    // A search is planned for its own words each time (an unnamed statement): a generic plan cannot
    // tell a rare word, for which the index pays, from a common one.
    const read = (limit: number, offset: number): Promise<CatalogueRow[]> =>
      plan
        ? this.videos.manager.query(this.statements().search, [
            ...filters,
            limit,
            offset,
            viewer.id,
            plan.tsquery,
            plan.anyTsquery,
          ])
        : preparedQuery<CatalogueRow>(this.videos.manager.connection, 'videos-catalogue', this.statements().list, [
            ...filters,
            limit,
            offset,
            viewer.id,
          ]);
    const rows = await read(pageSize, (page - 1) * pageSize);
    // A page past the end still says how many there are.
    const [first] = rows.length > 0 || page === 1 ? rows : await read(1, 0);
    const videos = hydrated(this.videos.manager, SkillVideo, rows);
    const suggestion = await this.search.suggestion(plan, STORY_SKILL_NAME);
    return {
      ...(suggestion ? { suggestion } : {}),
      items: videos.map((v, i) =>
        videoResponse(v, { name: rows[i].author_name, profileImageFileId: rows[i].author_photo_file_id }),
      ),
      total: first ? Number(first.total) : 0,
      page,
      pageSize,
    };
  }

  // The catalogue is the screen phones ask for most: prepared statements (search/skill-video-search.service.ts).
  private statements(): { list: string; search: string } {
    const columns = selectColumns(this.videos.manager, SkillVideo, 'v');
    return (this.catalogueStatements ??= { list: catalogueSql(columns), search: searchCatalogueSql(columns) });
  }

  async one(viewer: User, id: string): Promise<SkillVideoResponse> {
    const video = await this.withAuthor(viewer.id).andWhere('v.id = :id', { id }).getOne();
    if (!video) throw new AppError(ErrorCode.NotFound, VIDEO_MSG.videoNotFound);
    return toSkillVideoResponse(video as VideoWithAuthor);
  }

  async bySkill(viewer: User, skillName: string): Promise<SkillVideoResponse[]> {
    const rows = await this.withAuthor(viewer.id)
      .andWhere('v.skillName = :skillName', { skillName })
      .limit(200)
      .getMany();
    return rows.map((v) => toSkillVideoResponse(v as VideoWithAuthor));
  }

  /** A user's skill videos (stories false) or stories (true), for /profile and /mentor/:id. */
  async ofUser(userId: string, stories: boolean, viewerId?: string): Promise<VideoWithAuthor[]> {
    await this.assertUserExists(userId, viewerId);
    const rows = await this.withAuthor(viewerId)
      .andWhere('v.userId = :userId', { userId })
      .andWhere(stories ? 'v.skillName = :story' : 'v.skillName <> :story', { story: STORY_SKILL_NAME })
      .getMany();
    return rows as VideoWithAuthor[];
  }

  async ofUserResponses(viewer: User, userId: string, stories: boolean): Promise<SkillVideoResponse[]> {
    return (await this.ofUser(userId, stories, viewer.id)).map(toSkillVideoResponse);
  }

  /**
   * Keeps the uploaded files only if their bytes are a video (and an image poster), then records
   * the video as 'processing' and hands it to the conversion (processing/). Anything refused leaves
   * nothing behind: no row, no file.
   */
  async upload(owner: User, dto: UploadSkillVideoDto, uploaded: UploadedVideoFiles): Promise<SkillVideoResponse> {
    if (dto.uploadId) return this.uploadResumable(owner, dto, dto.uploadId);
    if (!uploaded.video) throw new AppError(ErrorCode.ValidationFailed, VIDEO_MSG.fileRequired);
    const kept: StoredMedia[] = [];
    try {
      const video = await this.files.keepVideo(uploaded.video.path);
      kept.push(video);
      const poster = uploaded.poster ? await this.files.keepPoster(uploaded.poster.path) : null;
      if (poster) kept.push(poster);
      return await this.record(owner, dto, video, poster);
    } catch (e) {
      await this.files.remove(...kept.map((k) => k.storageName));
      throw e;
    }
  }

  /**
   * A finished resumable upload (/api/uploads) of the same person becomes a video, once: its quota row
   * goes in the transaction that records the video. The server makes the poster.
   */
  private uploadResumable(owner: User, dto: UploadSkillVideoDto, uploadId: string): Promise<SkillVideoResponse> {
    return this.resumable.take(owner.id, uploadId, async (path, release) => {
      const video = await this.files.keepVideo(path);
      try {
        return await this.record(owner, dto, video, null, release);
      } catch (e) {
        await this.files.remove(video.storageName);
        throw e;
      }
    });
  }

  private async record(
    owner: User,
    dto: UploadSkillVideoDto,
    video: StoredMedia,
    poster: StoredMedia | null,
    beforeInsert?: (tx: EntityManager) => Promise<void>,
  ): Promise<SkillVideoResponse> {
    const duration = dto.duration === undefined || dto.duration === '' ? null : Math.round(Number(dto.duration));
    const saved = await this.videos.manager.transaction(async (tx) => {
      await beforeInsert?.(tx);
      await this.quota.assertFits(tx, owner.id, video.sizeBytes);
      return tx.save(
        tx.create(SkillVideo, {
          userId: owner.id,
          title: dto.title.trim(),
          description: dto.description?.trim() || null,
          skillName: dto.skillName,
          categoryId: categoryOfSkill(dto.skillName)?.id ?? null,
          durationSeconds: duration,
          videoStorageName: video.storageName,
          videoMimeType: video.mimeType,
          videoSizeBytes: video.sizeBytes,
          posterStorageName: poster?.storageName ?? null,
          posterMimeType: poster?.mimeType ?? null,
          status: 'processing',
        }),
      );
    });
    await this.transcoding.enqueue(saved.id);
    return toSkillVideoResponse({ ...saved, user: owner });
  }

  /** Only the owner deletes; the row goes first (saved marks and likes cascade), then its files. */
  async remove(viewer: User, id: string): Promise<void> {
    const video = await this.findOrFail(id);
    if (video.userId !== viewer.id) throw new AppError(ErrorCode.Forbidden, VIDEO_MSG.deleteOwnOnly);
    await this.videos.delete({ id: video.id, userId: viewer.id });
    await this.files.remove(video.videoStorageName, video.posterStorageName);
  }

  /** The video's bytes, or the requested range of them (HTTP Range, so a phone can seek). */
  async openVideo(viewer: User, id: string, rangeHeader: string | undefined): Promise<VideoStream> {
    const video = await this.findOrFail(id, viewer.id);
    const size = await this.files.sizeOf(video.videoStorageName);
    const range = parseByteRange(rangeHeader, size);
    if (range === 'unsatisfiable') return { video, unsatisfiable: true, size };
    const { start, end } = range ?? { start: 0, end: size - 1 };
    return {
      video,
      slice: await this.files.slice(video.videoStorageName, start, end, size),
      partial: range !== null,
    };
  }

  async openPoster(viewer: User, id: string): Promise<{ mimeType: string; slice: MediaSlice }> {
    const video = await this.findOrFail(id, viewer.id);
    if (!video.posterStorageName || !video.posterMimeType)
      throw new AppError(ErrorCode.NotFound, VIDEO_MSG.posterNotFound);
    const size = await this.files.sizeOf(video.posterStorageName);
    return {
      mimeType: video.posterMimeType,
      slice: await this.files.slice(video.posterStorageName, 0, size - 1, size),
    };
  }

  /** The viewer finished the video: counts once ('Videos Revisados', a mentor's learners). */
  async markWatched(viewer: User, id: string): Promise<{ videoId: string; watchedAt: string }> {
    await this.findOrFail(id, viewer.id);
    await this.watched.createQueryBuilder().insert().values({ userId: viewer.id, videoId: id }).orIgnore().execute();
    const mark = await this.watched.findOneByOrFail({ userId: viewer.id, videoId: id });
    return { videoId: id, watchedAt: mark.createdAt.toISOString() };
  }

  /**
   * A video the viewer may see: a ready one, or one of their own in any state (others' answer 404);
   * a suspended author's are gone until the suspension is lifted, and so are those of an author the
   * viewer blocked or was blocked by.
   */
  async findOrFail(id: string, viewerId?: string): Promise<SkillVideo> {
    const video = await excludeBlocked(
      this.videos.createQueryBuilder('v').innerJoin('v.user', 'u', 'u.suspendedAt IS NULL').where('v.id = :id', { id }),
      'v.user_id',
      viewerId,
    ).getOne();
    if (!video || (video.status !== 'ready' && video.userId !== viewerId))
      throw new AppError(ErrorCode.NotFound, VIDEO_MSG.videoNotFound);
    return video;
  }

  /** The author exists, is not suspended, and (for a viewer) neither blocked the other. */
  async assertUserExists(userId: string, viewerId?: string): Promise<void> {
    const gone =
      !(await this.users.isVisible(userId)) ||
      (viewerId !== undefined && viewerId !== userId && (await this.users.blockedBetween(viewerId, userId)));
    if (gone) throw new AppError(ErrorCode.NotFound, VIDEO_MSG.userNotFound);
  }

  /**
   * Ready videos, and the viewer's own in any state (processing, failed); none of a suspended author,
   * nor of one the viewer blocked or was blocked by.
   */
  withAuthor(viewerId?: string): SelectQueryBuilder<SkillVideo> {
    return excludeBlocked(
      this.videos
        .createQueryBuilder('v')
        // Only what a video card shows of its author (a many-to-one join: LIMIT counts videos).
        .innerJoin('v.user', 'u', 'u.suspendedAt IS NULL')
        .addSelect(['u.id', 'u.name', 'u.profileImageFileId', 'u.birthDate'])
        .where(viewerId ? "(v.status = 'ready' OR v.userId = :viewerId)" : "v.status = 'ready'", { viewerId })
        .orderBy('v.createdAt', 'DESC')
        .addOrderBy('v.id', 'DESC'),
      'v.user_id',
      viewerId,
    );
  }
}
