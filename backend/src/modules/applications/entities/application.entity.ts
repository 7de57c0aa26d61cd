import type { ApplicationStatus } from '@conectando/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

// One per professional per offer (applications_one_per_professional); one awarded per offer
// (the partial unique index applications_one_award_per_offer).
@Entity('applications')
export class Application {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'job_offer_id', type: 'uuid' }) jobOfferId!: string;
  @Column({ name: 'professional_id', type: 'uuid' }) professionalId!: string;
  @Column({ name: 'cover_letter', type: 'text' }) coverLetter!: string;
  @Column({ name: 'proposed_rate', type: 'int', nullable: true }) proposedRate!: number | null;
  @Column({ type: 'varchar', length: 10 }) status!: ApplicationStatus;
  @Column({ name: 'awarded_at', type: 'timestamptz', nullable: true }) awardedAt!: Date | null;
  @Column({ name: 'read_at', type: 'timestamptz', nullable: true }) readAt!: Date | null;
  // The ledger row of the token this application spent.
  @Column({ name: 'spend_id', type: 'uuid', nullable: true }) spendId!: string | null;
  @Column({ name: 'refunded_at', type: 'timestamptz', nullable: true }) refundedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
