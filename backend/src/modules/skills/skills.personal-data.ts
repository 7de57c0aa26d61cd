import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ERASE_NORMAL, PersonalDataRegistry } from '../../infra/personal-data/personal-data.registry';

/** How far a person got in each skill, and what they asked to learn. */
@Injectable()
export class SkillsPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'skillProgress',
      eraseOrder: ERASE_NORMAL,
      exportFor: async (userId) => {
        const rows: {
          skill_name: string;
          practice_count: number;
          completed_count: number;
          completed_at: Date | null;
          last_activity_at: Date;
        }[] = await this.dataSource.query(
          `SELECT skill_name, practice_count, completed_count, completed_at, last_activity_at
             FROM skill_progress WHERE user_id = $1 ORDER BY skill_name`,
          [userId],
        );
        return rows.map((r) => ({
          skillName: r.skill_name,
          practiceCount: r.practice_count,
          completedCount: r.completed_count,
          completedAt: r.completed_at?.toISOString() ?? null,
          lastActivityAt: r.last_activity_at.toISOString(),
        }));
      },
      eraseFor: async ({ tx, userId }) => {
        await tx.query(`DELETE FROM skill_progress WHERE user_id = $1`, [userId]);
      },
    });
    this.registry.register({
      key: 'skillWishes',
      eraseOrder: ERASE_NORMAL,
      exportFor: async (userId) => {
        const rows: { skill_name: string; created_at: Date }[] = await this.dataSource.query(
          `SELECT skill_name, created_at FROM skill_wishes WHERE user_id = $1 ORDER BY created_at`,
          [userId],
        );
        return rows.map((r) => ({ skillName: r.skill_name, createdAt: r.created_at.toISOString() }));
      },
      eraseFor: async ({ tx, userId }) => {
        await tx.query(`DELETE FROM skill_wishes WHERE user_id = $1`, [userId]);
      },
    });
  }
}
