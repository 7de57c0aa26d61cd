import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type SubscriptionStatus = 'pending' | 'active' | 'past_due' | 'ended';

// A monthly plan charged to the person's Oneclick card; `period` is the one the next charge pays for.
// The one record of a person's plan: active or past_due, it is the plan they hold (premium tokens' source).
@Entity('subscriptions')
export class Subscription {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ name: 'plan_id', type: 'varchar', length: 20 }) planId!: string;
  @Column({ type: 'varchar', length: 10 }) status!: SubscriptionStatus;
  @Column({ type: 'int' }) period!: number;
  @Column({ name: 'started_at', type: 'timestamptz' }) startedAt!: Date;
  @Column({ name: 'next_charge_at', type: 'timestamptz' }) nextChargeAt!: Date;
  // A lower plan chosen: it replaces plan_id when the next period is claimed.
  @Column({ name: 'next_plan_id', type: 'varchar', length: 20, nullable: true }) nextPlanId!: string | null;
  @Column({ name: 'failed_attempts', type: 'int' }) failedAttempts!: number;
  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true }) endedAt!: Date | null;
  // Granted before card charges: paid until next_charge_at, never charged, ended when that passes.
  @Column({ type: 'boolean' }) prepaid!: boolean;
  @Column({ name: 'end_reason', type: 'varchar', length: 10, nullable: true }) endReason!:
    'cancelled' | 'lapsed' | 'rejected' | null;
}
