import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { afterCommit } from '../../infra/cache/after-commit';
import { SharedCache, SharedCaches } from '../../infra/cache/shared-cache';
import { OutboxService } from '../../infra/events/outbox.service';
import type { User } from '../users/entities/user.entity';
import { AppSetting } from './entities/app-setting.entity';

const KEY = 'maintenance';

export interface MaintenanceState {
  isInMaintenance: boolean;
  contactEmail: string;
}

/** The maintenance switch lives in the database so every instance agrees on it. */
@Injectable()
export class MaintenanceService {
  // Every request is checked against the switch: a copy per process, dropped on every instance when it moves.
  private readonly cached: SharedCache<MaintenanceState>;

  constructor(
    @InjectRepository(AppSetting) private readonly settings: Repository<AppSetting>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: OutboxService,
    caches: SharedCaches,
  ) {
    this.cached = caches.create('maintenance', () => this.status(), { max: 1 });
  }

  /** The switch as the request guard sees it (this process's copy). */
  async current(): Promise<MaintenanceState> {
    return (await this.cached.get(KEY)) ?? this.status();
  }

  /** The switch as stored: what a page asks when told it moved. */
  async status(): Promise<MaintenanceState> {
    const row = await this.settings.findOneBy({ key: KEY });
    return { isInMaintenance: row?.value['isInMaintenance'] === true, contactEmail: this.config.CONTACT_EMAIL };
  }

  /** Clients switch to or from the maintenance page live, through maintenance.changed. */
  async set(admin: User, isInMaintenance: boolean): Promise<MaintenanceState> {
    await this.settings.manager.transaction(async (tx) => {
      await tx.upsert(AppSetting, { key: KEY, value: { isInMaintenance }, updatedBy: admin.id }, ['key']);
      await this.outbox.add(tx, 'maintenance.changed', { isInMaintenance, adminId: admin.id });
      afterCommit(tx, () => this.cached.invalidate(KEY));
    });
    return this.status();
  }
}
