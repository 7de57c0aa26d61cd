import { Injectable, OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry, ERASE_LATE } from '../../infra/personal-data/personal-data.registry';
import { toPrivateUser } from './users.mapper';
import { UsersService } from './users.service';

/**
 * The profile's part of a person's export. Its erasure is the account step itself, run last by the
 * account module (UsersService.erase), once every other part let go of the person's rows.
 */
@Injectable()
export class UsersPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly users: UsersService,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'profile',
      eraseOrder: ERASE_LATE,
      exportFor: async (userId) => {
        const user = await this.users.findById(userId);
        if (!user) return null;
        return {
          ...toPrivateUser(user),
          mode: user.mode,
          ratingAvg: user.ratingAvg / 100,
          ratingCount: user.ratingCount,
          suspendedAt: user.suspendedAt?.toISOString() ?? null,
          updatedAt: user.updatedAt.toISOString(),
        };
      },
    });
  }
}
