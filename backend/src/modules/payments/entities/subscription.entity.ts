import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type SubscriptionStatus = 'pending' | 'active' | 'past_due' | 'ended';

// A monthly plan charged to the person's Oneclick card; `period` is the one the next charge pays for.
@Entity('subscriptions')
export class Subscription {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ name: 'plan_id', type: 'varchar', length: 20 }) planId!: string;
  @Column({ type: 'varchar', length: 10 }) status!: SubscriptionStatus;
  @Column({ type: 'int' }) period!: number;
  @Column({ name: 'started_at', type: 'timestamptz' }) startedAt!: Date;
  @Column({ name: 'next_charge_at', type: 'timestamptz' }) nextChargeAt!: Date;
  @Column({ name: 'failed_attempts', type: 'int' }) failedAttempts!: number;
  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true }) endedAt!: Date | null;
  @Column({ name: 'end_reason', type: 'varchar', length: 10, nullable: true }) endReason!:
    'cancelled' | 'lapsed' | 'rejected' | null;
}
