import { Injectable, OnModuleInit } from '@nestjs/common';
import { ERASE_NORMAL, PersonalDataRegistry } from '../../infra/personal-data/personal-data.registry';
import { BlocksService } from './blocks.service';

/** The blocks a person made. Blocks others made of them are the others' and stay. */
@Injectable()
export class SafetyPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly blocks: BlocksService,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'blocks',
      eraseOrder: ERASE_NORMAL,
      exportFor: (userId) => this.blocks.exportFor(userId),
      eraseFor: async ({ tx, userId }) => {
        await tx.query(`DELETE FROM user_blocks WHERE blocker_id = $1`, [userId]);
      },
    });
  }
}
