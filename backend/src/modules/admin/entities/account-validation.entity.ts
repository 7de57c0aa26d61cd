import type { VerificationKind } from '@conectando/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The audit trail of admin decisions on accounts: who decided, on whom, when. */
@Entity('account_validations')
export class AccountValidation {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ name: 'admin_id', type: 'uuid' }) adminId!: string;
  @Column({ type: 'varchar' }) decision!: 'validated' | 'declined';
  /** A decline's reason, as the person reads it. */
  @Column({ type: 'text', nullable: true }) reason?: string | null;
  /** What the admin checked before validating. */
  @Column({ type: 'jsonb' }) checks!: VerificationKind[];
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
