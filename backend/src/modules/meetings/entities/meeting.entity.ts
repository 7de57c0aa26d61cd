import type { MeetingDuration, MeetingStatus } from '@conectando/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

// version grows with every change: the calendar's SEQUENCE, and the key of the reminders scheduled
// for one confirmed time (a later change leaves the earlier reminders with nothing to send).
@Entity('meetings')
export class Meeting {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'organizer_id', type: 'uuid' }) organizerId!: string;
  @Column({ name: 'invitee_id', type: 'uuid' }) inviteeId!: string;
  @Column({ type: 'varchar', length: 10 }) status!: MeetingStatus;
  @Column({ type: 'timestamptz', array: true }) slots!: Date[];
  @Column({ name: 'proposed_by_id', type: 'uuid' }) proposedById!: string;
  @Column({ name: 'duration_minutes', type: 'smallint' }) durationMinutes!: MeetingDuration;
  @Column({ type: 'varchar', length: 200, nullable: true }) topic!: string | null;
  @Column({ name: 'starts_at', type: 'timestamptz', nullable: true }) startsAt!: Date | null;
  @Column({ type: 'int' }) version!: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
