import type { Modality, OfferClosedReason, OfferStatus, ServiceType } from '@conectando/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

// pending → approved | rejected by an admin; an approved offer closes once, awarded or not.
@Entity('job_offers')
export class JobOffer {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'institution_id', type: 'uuid' }) institutionId!: string;
  @Column({ type: 'varchar', length: 200 }) title!: string;
  @Column({ type: 'text' }) description!: string;
  @Column({ name: 'service_type', type: 'varchar', length: 20 }) serviceType!: ServiceType;
  @Column({ type: 'varchar', length: 20 }) modality!: Modality;
  @Column({ type: 'varchar', length: 200 }) location!: string;
  @Column({ type: 'int' }) payment!: number;
  @Column({ type: 'int' }) duration!: number;
  @Column({ type: 'text', nullable: true }) requirements!: string | null;
  @Column({ name: 'scheduled_date', type: 'date', nullable: true }) scheduledDate!: string | null;
  @Column({ type: 'varchar', length: 10 }) status!: OfferStatus;
  @Column({ name: 'rejection_reason', type: 'text', nullable: true }) rejectionReason!: string | null;
  @Column({ name: 'reviewed_by', type: 'uuid', nullable: true }) reviewedBy!: string | null;
  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true }) reviewedAt!: Date | null;
  // The ledger row of the token this submission spent: a rejection refunds exactly that one.
  @Column({ name: 'publish_spend_id', type: 'uuid', nullable: true }) publishSpendId!: string | null;
  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true }) closedAt!: Date | null;
  @Column({ name: 'closed_reason', type: 'varchar', length: 30, nullable: true })
  closedReason!: OfferClosedReason | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
