import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
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
  ) {}

  /** Safe to run any number of times: token_renewals lets each user renew once per month. */
  async runMonthlyRenewal(at: Date = new Date()): Promise<{ month: string; renewed: number }> {
    const month = monthKey(at);
    let renewed = 0;
    for (;;) {
      const due: { id: string }[] = await this.dataSource.query(
        `SELECT u.id FROM users u
          WHERE u.account_type IN ('profesional', 'institucion')
            AND NOT EXISTS (SELECT 1 FROM token_renewals r WHERE r.user_id = u.id AND r.month = $1)
          ORDER BY u.id LIMIT ${BATCH}`,
        [month],
      );
      if (due.length === 0) break;
      for (const { id } of due) {
        const granted = await this.dataSource.transaction(async (tx) => {
          await tx.query(`INSERT INTO token_accounts (user_id) VALUES ($1) ON CONFLICT DO NOTHING`, [id]);
          return this.tokens.renewUser(tx, id, month);
        });
        if (granted !== null) renewed += 1;
      }
      if (due.length < BATCH) break;
    }
    if (renewed > 0) this.logger.log(`Renovación mensual ${month}: ${renewed} cuentas`);
    return { month, renewed };
  }
}
