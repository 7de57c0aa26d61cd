import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ERASE_NORMAL, PersonalDataRegistry } from '../../infra/personal-data/personal-data.registry';

/** The devices a person turned notices on for; their keys stay out of the export (they only serve delivery). */
@Injectable()
export class PushPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'pushDevices',
      eraseOrder: ERASE_NORMAL,
      exportFor: async (userId) => {
        const rows: { id: string; endpoint: string; created_at: Date }[] = await this.dataSource.query(
          `SELECT id, endpoint, created_at FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at`,
          [userId],
        );
        return rows.map((r) => ({ id: r.id, endpoint: r.endpoint, createdAt: r.created_at.toISOString() }));
      },
      eraseFor: async ({ tx, userId }) => {
        await tx.query(`DELETE FROM push_subscriptions WHERE user_id = $1`, [userId]);
      },
    });
  }
}
