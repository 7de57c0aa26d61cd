import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import { UsersService } from '../users/users.service';
import { TokenRenewal } from './entities/token-renewal.entity';
import { monthKey } from './token-month';
import { TokensService } from './tokens.service';

const BATCH = 200;

/** The monthly renewal run: every professional and institution not yet renewed this month, one transaction each. */
@Injectable()
export class TokenRenewalService {
  private readonly logger = new Logger(TokenRenewalService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: TokensService,
    private readonly users: UsersService,
    @InjectRepository(TokenRenewal) private readonly renewals: Repository<TokenRenewal>,
  ) {}

  /** Safe to run any number of times: token_renewals lets each user renew once per month. */
  async runMonthlyRenewal(at: Date = new Date()): Promise<{ month: string; renewed: number }> {
    const month = monthKey(at);
    let renewed = 0;
    for (let after: string | undefined; ;) {
      const ids = await this.users.marketplaceAccountIds(BATCH, after);
      if (ids.length === 0) break;
      const done = await this.renewals.find({ where: { month, userId: In(ids) }, select: { userId: true } });
      const renewedAlready = new Set(done.map((r) => r.userId));
      for (const id of ids) {
        if (renewedAlready.has(id)) continue;
        const granted = await this.dataSource.transaction(async (tx) => {
          await this.tokens.openAccount(tx, id);
          return this.tokens.renewUser(tx, id, month);
        });
        if (granted !== null) renewed += 1;
      }
      if (ids.length < BATCH) break;
      after = ids[ids.length - 1];
    }
    if (renewed > 0) this.logger.log(`Renovación mensual ${month}: ${renewed} cuentas`);
    return { month, renewed };
  }
}
