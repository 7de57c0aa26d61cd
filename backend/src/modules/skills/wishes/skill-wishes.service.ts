import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  categoryOfSkill,
  CreatedSkillWishResponse,
  CreateSkillWishDto,
  ErrorCode,
  SKILL_WISH_MSG,
  SkillWishResponse,
  videoPath,
  WANTED_SKILLS_SHOWN,
  WantedSkillResponse,
} from '@conectando/contracts';
import { DataSource, Repository } from 'typeorm';
import { AppError } from '../../../common/errors/app-error';
import { rowsOf } from '../../../infra/database/sql';
import type { Notification } from '../../notifications/entities/notification.entity';
import { NotificationsService } from '../../notifications/notifications.service';
import { notBlockedBetweenSql } from '../../safety/blocks.service';
import { SkillWish } from '../entities/skill-wish.entity';

/** What a ready video tells the wishes for its skill. */
export interface ReadyVideo {
  id: string;
  userId: string;
  skillName: string;
  title: string;
}

/** 'Quiero aprender…': a person's wishes, the skills most asked for, and their fulfilment. */
@Injectable()
export class SkillWishesService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(SkillWish) private readonly wishes: Repository<SkillWish>,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * The same wish again answers the first one. Two posts sent together meet at the unique index: the
   * second inserts nothing and reads the first in a statement of its own, which sees it committed.
   */
  async create(userId: string, dto: CreateSkillWishDto): Promise<CreatedSkillWishResponse> {
    const [inserted] = await rowsOf<{ id: string }>(
      this.dataSource,
      `INSERT INTO skill_wishes (user_id, skill_name) VALUES ($1, $2)
       ON CONFLICT (user_id, skill_name) DO NOTHING RETURNING id`,
      [userId, dto.skillName],
    );
    const wish = inserted ?? (await this.wishes.findOneByOrFail({ userId, skillName: dto.skillName }));
    return { id: wish.id, skillName: dto.skillName };
  }

  /** The person's wishes, newest first, each with how many people share it. */
  async list(userId: string): Promise<SkillWishResponse[]> {
    const rows = await rowsOf<{ id: string; skill_name: string; created_at: Date; people: number }>(
      this.dataSource,
      `SELECT w.id, w.skill_name, w.created_at,
              (SELECT count(*) FROM skill_wishes o WHERE o.skill_name = w.skill_name)::int AS people
         FROM skill_wishes w WHERE w.user_id = $1 ORDER BY w.created_at DESC, w.id`,
      [userId],
    );
    return rows.map((r) => ({
      id: r.id,
      skillName: r.skill_name,
      categoryId: categoryOfSkill(r.skill_name)?.id ?? null,
      peopleCount: r.people,
      createdAt: r.created_at.toISOString(),
    }));
  }

  /** Only the owner removes a wish; anyone else's is answered as missing. */
  async remove(userId: string, id: string): Promise<void> {
    const { affected } = await this.wishes.delete({ id, userId });
    if (!affected) throw new AppError(ErrorCode.NotFound, SKILL_WISH_MSG.notFound);
  }

  /** 'Lo que más quieren aprender': the skills with the most wishes, ties by name. */
  async wanted(): Promise<WantedSkillResponse[]> {
    const rows = await rowsOf<{ skill_name: string; people: number }>(
      this.dataSource,
      `SELECT skill_name, count(*)::int AS people FROM skill_wishes
        GROUP BY skill_name ORDER BY people DESC, skill_name LIMIT $1`,
      [WANTED_SKILLS_SHOWN],
    );
    return rows.map((r) => ({
      skillName: r.skill_name,
      categoryId: categoryOfSkill(r.skill_name)?.id ?? null,
      peopleCount: r.people,
    }));
  }

  /**
   * Tells each person who wished for the video's skill, once per wish and video: the notice rows'
   * key makes a redelivered event write nothing. Not its author, nor anyone blocked either way.
   */
  async fulfil(video: ReadyVideo): Promise<void> {
    const created = await this.dataSource.transaction(async (tx) => {
      const told = await rowsOf<{ user_id: string }>(
        tx,
        `WITH fresh AS (
           INSERT INTO skill_wish_notices (wish_id, video_id)
           SELECT w.id, $1 FROM skill_wishes w
            WHERE w.skill_name = $2 AND w.user_id <> $3 AND ${notBlockedBetweenSql('w.user_id', '$3::uuid')}
           ON CONFLICT DO NOTHING RETURNING wish_id)
         SELECT w.user_id FROM fresh JOIN skill_wishes w ON w.id = fresh.wish_id`,
        [video.id, video.skillName, video.userId],
      );
      const notice = SKILL_WISH_MSG.fulfilled(video.skillName, video.title);
      const out: Notification[] = [];
      for (const { user_id } of told)
        out.push(
          await this.notifications.create(tx, {
            userId: user_id,
            type: 'skills',
            ...notice,
            link: videoPath(video.id),
          }),
        );
      return out;
    });
    created.forEach((n) => this.notifications.push(n));
  }
}
