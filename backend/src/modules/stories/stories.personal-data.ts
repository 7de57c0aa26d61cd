import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ERASE_NORMAL, PersonalDataRegistry } from '../../infra/personal-data/personal-data.registry';

/** The comments a person wrote on stories. */
@Injectable()
export class StoriesPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'storyComments',
      eraseOrder: ERASE_NORMAL,
      exportFor: async (userId) => {
        const rows: { video_id: string; text: string; created_at: Date }[] = await this.dataSource.query(
          `SELECT video_id, text, created_at FROM story_comments WHERE author_id = $1 ORDER BY created_at, id`,
          [userId],
        );
        return rows.map((r) => ({ storyId: r.video_id, text: r.text, createdAt: r.created_at.toISOString() }));
      },
      eraseFor: async ({ tx, userId }) => {
        await tx.query(`DELETE FROM story_comments WHERE author_id = $1`, [userId]);
      },
    });
  }
}
