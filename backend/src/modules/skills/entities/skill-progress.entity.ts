import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A user's practices and completed lessons of one skill. */
@Entity('skill_progress')
export class SkillProgress {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId!: string;
  @PrimaryColumn({ name: 'skill_name' }) skillName!: string;
  @Column({ name: 'practice_count', type: 'int' }) practiceCount!: number;
  @Column({ name: 'completed_count', type: 'int' }) completedCount!: number;
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true }) completedAt!: Date | null;
  @Column({ name: 'last_activity_at', type: 'timestamptz' }) lastActivityAt!: Date;
}
