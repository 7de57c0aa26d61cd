import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  ALL_SKILLS,
  categoryOfSkill,
  CategoryStatsResponse,
  ErrorCode,
  SKILL_CATEGORIES,
  SKILLS_MSG,
  STORY_SKILL_NAME,
  SkillCategoryResponse,
  SkillProgressResponse,
  UpdateSkillsDto,
  UserPrivateResponse,
  VIDEO_MSG,
} from '@conectando/contracts';
import { DataSource, Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import type { User } from '../users/entities/user.entity';
import { toPrivateUser } from '../users/users.mapper';
import { UsersService } from '../users/users.service';
import { SkillProgress } from './entities/skill-progress.entity';

const toProgressResponse = (p: SkillProgress): SkillProgressResponse => ({
  skillName: p.skillName,
  categoryId: categoryOfSkill(p.skillName)?.id ?? null,
  practiceCount: p.practiceCount,
  completedCount: p.completedCount,
  completedAt: p.completedAt?.toISOString() ?? null,
  lastActivityAt: p.lastActivityAt.toISOString(),
});

@Injectable()
export class SkillsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    @InjectRepository(SkillProgress) private readonly progress: Repository<SkillProgress>,
  ) {}

  categories(): SkillCategoryResponse[] {
    return SKILL_CATEGORIES.map((c) => ({ id: c.id, name: c.name, skills: [...c.skills] }));
  }

  /**
   * Real counts per category; categories without videos answer zeros. Stories ('Historia Personal')
   * belong to /stories only, so they count in no category, as the category lists leave them out.
   */
  async categoryStats(): Promise<CategoryStatsResponse[]> {
    const rows: { category_id: string; videos: number; mentors: number }[] = await this.dataSource.query(
      `SELECT category_id, count(*)::int AS videos, count(DISTINCT user_id)::int AS mentors
         FROM skill_videos WHERE category_id IS NOT NULL AND skill_name <> $1 GROUP BY category_id`,
      [STORY_SKILL_NAME],
    );
    const byId = new Map(rows.map((r) => [r.category_id, r]));
    return SKILL_CATEGORIES.map((c) => ({
      categoryId: c.id,
      categoryName: c.name,
      videoCount: byId.get(c.id)?.videos ?? 0,
      mentorCount: byId.get(c.id)?.mentors ?? 0,
    }));
  }

  /** Own profile only: replaces the list of skills. */
  async updateSkills(viewer: User, id: string, dto: UpdateSkillsDto): Promise<UserPrivateResponse> {
    await this.assertOwn(viewer, id);
    const skills = [...new Set(dto.skills)];
    return toPrivateUser(await this.users.setSkills(id, skills));
  }

  /** 'Práctica' (any user): one more practice of the skill, in one atomic upsert. */
  async practice(viewer: User, id: string, skillName: string): Promise<SkillProgressResponse> {
    return this.record(viewer, id, skillName, 'practice_count = skill_progress.practice_count + 1', 1, 0);
  }

  /** 'Lección' (complete a lesson): one more completion; the first one is remembered. */
  async complete(viewer: User, id: string, skillName: string): Promise<SkillProgressResponse> {
    return this.record(
      viewer,
      id,
      skillName,
      'completed_count = skill_progress.completed_count + 1, completed_at = coalesce(skill_progress.completed_at, now())',
      0,
      1,
    );
  }

  async progressOf(viewer: User, id: string): Promise<SkillProgressResponse[]> {
    await this.assertOwn(viewer, id);
    const rows = await this.progress.find({ where: { userId: id }, order: { lastActivityAt: 'DESC' } });
    return rows.map(toProgressResponse);
  }

  private async record(
    viewer: User,
    id: string,
    skillName: string,
    increment: string,
    practice: number,
    completed: number,
  ) {
    await this.assertOwn(viewer, id);
    if (!ALL_SKILLS.includes(skillName)) throw new AppError(ErrorCode.NotFound, SKILLS_MSG.skillsInvalid);
    await this.dataSource.query(
      `INSERT INTO skill_progress (user_id, skill_name, practice_count, completed_count, completed_at, last_activity_at)
       VALUES ($1, $2, $3, $4, CASE WHEN $4 > 0 THEN now() END, now())
       ON CONFLICT (user_id, skill_name) DO UPDATE SET ${increment}, last_activity_at = now()`,
      [id, skillName, practice, completed],
    );
    return toProgressResponse(await this.progress.findOneByOrFail({ userId: id, skillName }));
  }

  private async assertOwn(viewer: User, id: string) {
    if (viewer.id === id) return;
    if (!(await this.users.exists(id))) throw new AppError(ErrorCode.NotFound, VIDEO_MSG.userNotFound);
    throw new AppError(ErrorCode.Forbidden, VIDEO_MSG.ownOnly);
  }
}
