import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export type TokenBucket = 'free' | 'premium';

// One balance row per user in two buckets (free ones are spent first); the table's CHECKs keep both >= 0.
@Entity('token_accounts')
export class TokenAccount {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ name: 'free_balance', type: 'int' }) freeBalance!: number;
  @Column({ name: 'premium_balance', type: 'int' }) premiumBalance!: number;
  @Column({ name: 'last_spend_bucket', type: 'varchar', length: 10, nullable: true })
  lastSpendBucket!: TokenBucket | null;
  @Column({ name: 'renewed_month', type: 'varchar', length: 7, nullable: true }) renewedMonth!: string | null;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
