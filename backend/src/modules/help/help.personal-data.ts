import { Injectable, OnModuleInit } from '@nestjs/common';
import { ERASE_NORMAL, PersonalDataRegistry } from '../../infra/personal-data/personal-data.registry';
import { HelpService } from './help.service';

/** A person's conversations with the team: exported, and erased with the account (replies with them). */
@Injectable()
export class HelpPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly help: HelpService,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'help',
      eraseOrder: ERASE_NORMAL,
      exportFor: (userId) => this.help.exportFor(userId),
      eraseFor: ({ tx, userId }) => this.help.eraseFor(tx, userId),
    });
  }
}
