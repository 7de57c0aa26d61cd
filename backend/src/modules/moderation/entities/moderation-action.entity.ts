import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The audit trail of moderation: which admin did what to whom, when, and why. */
@Entity('moderation_actions')
export class ModerationAction {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'report_id', type: 'uuid', nullable: true }) reportId!: string | null;
  @Column({ name: 'admin_id', type: 'uuid', nullable: true }) adminId!: string | null;
  @Column({ name: 'target_id', type: 'uuid', nullable: true }) targetId!: string | null;
  @Column({ type: 'varchar' }) action!: 'dismiss' | 'warn' | 'suspend' | 'lift';
  @Column({ type: 'text', nullable: true }) note!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
