import type { TokenLedgerKind } from '@conectando/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { TokenBucket } from './token-account.entity';

// Every grant, spend and refund, written in the transaction that changes the balance.
@Entity('token_ledger')
export class TokenLedgerEntry {
  @PrimaryGeneratedColumn('uuid') id!: string;
  // Rows of one transaction share created_at: seq (an identity column) keeps the order they were written in.
  @Column({ type: 'bigint', insert: false, update: false }) seq!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ type: 'varchar', length: 30 }) kind!: TokenLedgerKind;
  @Column({ type: 'varchar', length: 10 }) bucket!: TokenBucket;
  @Column({ type: 'int' }) delta!: number;
  @Column({ name: 'balance_after', type: 'int' }) balanceAfter!: number;
  @Column({ name: 'offer_id', type: 'uuid', nullable: true }) offerId!: string | null;
  @Column({ name: 'application_id', type: 'uuid', nullable: true }) applicationId!: string | null;
  @Column({ name: 'product_id', type: 'varchar', length: 20, nullable: true }) productId!: string | null;
  // Unique: one refund per spend, whatever retries.
  @Column({ name: 'refund_of', type: 'uuid', nullable: true }) refundOf!: string | null;
  // Unique per user: the purchase a client named (TopUpTokensDto.purchaseId) is granted once.
  @Column({ name: 'purchase_id', type: 'uuid', nullable: true }) purchaseId!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
