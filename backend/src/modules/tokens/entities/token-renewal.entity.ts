import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

// The monthly renewal happens once per user and month, however often the job runs.
@Entity('token_renewals')
export class TokenRenewal {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId!: string;
  @PrimaryColumn({ type: 'varchar', length: 7 }) month!: string;
  @CreateDateColumn({ name: 'renewed_at', type: 'timestamptz' }) renewedAt!: Date;
}
