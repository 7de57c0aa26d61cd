import type { LiveClassSeatStatus } from '@conectando/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A seat, or a place in line ordered by seq. */
@Entity('live_class_seats')
export class LiveClassSeat {
  @PrimaryColumn({ name: 'class_id', type: 'uuid' }) classId!: string;
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ type: 'varchar', length: 10 }) status!: LiveClassSeatStatus;
  // bigint comes back as a string; only its order matters.
  @Column({ type: 'bigint', insert: false, update: false }) seq!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
