import type { ReportAction, ReportEvidence, ReportReason } from '@conectando/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A person's report about another, with the reported messages copied in as evidence. */
@Entity('reports')
export class Report {
  @PrimaryGeneratedColumn('uuid') id!: string;
  /** Null once the reporter's account is erased: the report and its evidence stay. */
  @Column({ name: 'reporter_id', type: 'uuid', nullable: true }) reporterId!: string | null;
  @Column({ name: 'target_id', type: 'uuid', nullable: true }) targetId!: string | null;
  @Column({ type: 'varchar' }) reason!: ReportReason;
  @Column({ type: 'text', nullable: true }) details!: string | null;
  @Column({ type: 'jsonb' }) evidence!: ReportEvidence[];
  @Column({ type: 'varchar' }) status!: 'open' | 'closed';
  @Column({ type: 'varchar', nullable: true }) action!: ReportAction | null;
  @Column({ type: 'text', nullable: true }) note!: string | null;
  @Column({ name: 'reviewed_by', type: 'uuid', nullable: true }) reviewedBy!: string | null;
  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true }) reviewedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
