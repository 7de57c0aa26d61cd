import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ERASE_NORMAL, PersonalDataRegistry } from '../../infra/personal-data/personal-data.registry';

/** When the person asked to recover their password (the links themselves are never kept readable). */
@Injectable()
export class AuthPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'passwordRecoveries',
      eraseOrder: ERASE_NORMAL,
      exportFor: async (userId) => {
        const rows: { created_at: Date; expires_at: Date; used_at: Date | null }[] = await this.dataSource.query(
          `SELECT created_at, expires_at, used_at FROM password_reset_tokens WHERE user_id = $1 ORDER BY created_at`,
          [userId],
        );
        return rows.map((r) => ({
          requestedAt: r.created_at.toISOString(),
          expiresAt: r.expires_at.toISOString(),
          usedAt: r.used_at?.toISOString() ?? null,
        }));
      },
      eraseFor: async ({ tx, userId }) => {
        await tx.query(`DELETE FROM password_reset_tokens WHERE user_id = $1`, [userId]);
      },
    });
  }
}
