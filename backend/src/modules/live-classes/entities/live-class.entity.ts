import type { LiveClassStatus } from '@conectando/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

// version grows with every change: the calendar's SEQUENCE, and the key of the reminders scheduled
// for one time (a later change leaves the earlier reminders with nothing to send).
@Entity('live_classes')
export class LiveClass {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'mentor_id', type: 'uuid' }) mentorId!: string;
  @Column({ type: 'varchar', length: 120 }) title!: string;
  @Column({ name: 'skill_name', type: 'varchar', length: 100 }) skillName!: string;
  @Column({ type: 'varchar', length: 2000 }) description!: string;
  @Column({ name: 'starts_at', type: 'timestamptz' }) startsAt!: Date;
  @Column({ name: 'duration_minutes', type: 'smallint' }) durationMinutes!: number;
  @Column({ type: 'smallint' }) capacity!: number;
  @Column({ type: 'varchar', length: 10 }) status!: LiveClassStatus;
  /** The dates scheduled together with 'Repetir cada semana' share it. */
  @Column({ name: 'series_id', type: 'uuid', nullable: true }) seriesId!: string | null;
  @Column({ type: 'int' }) version!: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
