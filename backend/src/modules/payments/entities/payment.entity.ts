import type { PaymentKind, PaymentStatus } from '@conectando/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

// One charge: a pack bought through Webpay Plus, or one period of a plan charged through Oneclick. The amount and tokens are copied from the catalogue when it starts.
@Entity('payments')
export class Payment {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ type: 'varchar', length: 10 }) kind!: PaymentKind;
  @Column({ name: 'item_id', type: 'varchar', length: 20 }) itemId!: string;
  @Column({ name: 'item_name', type: 'varchar', length: 60 }) itemName!: string;
  @Column({ type: 'int' }) tokens!: number;
  @Column({ type: 'int' }) amount!: number;
  @Column({ type: 'varchar', length: 10 }) status!: PaymentStatus;
  @Column({ name: 'buy_order', type: 'varchar', length: 26 }) buyOrder!: string;
  @Column({ type: 'varchar', length: 64, nullable: true }) token!: string | null;
  @Column({ name: 'authorization_code', type: 'varchar', length: 6, nullable: true }) authorizationCode!: string | null;
  @Column({ name: 'card_last4', type: 'varchar', length: 4, nullable: true }) cardLast4!: string | null;
  @Column({ name: 'response_code', type: 'int', nullable: true }) responseCode!: number | null;
  @Column({ name: 'status_checks', type: 'int' }) statusChecks!: number;
  // A plan's charge: its subscription and the period it pays for (unique while not failed).
  @Column({ name: 'subscription_id', type: 'uuid', nullable: true }) subscriptionId!: string | null;
  @Column({ type: 'int', nullable: true }) period!: number | null;
  // A change to a higher plan: the plan it moves from (its charge is the prorated difference).
  @Column({ name: 'change_from', type: 'varchar', length: 20, nullable: true }) changeFrom!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true }) paidAt!: Date | null;
  @Column({ name: 'refunded_at', type: 'timestamptz', nullable: true }) refundedAt!: Date | null;
}
