import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

// One per reviewer per meeting or awarded application (reviews_once_per_*); hidden until published_at.
@Entity('reviews')
export class Review {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'reviewer_id', type: 'uuid' }) reviewerId!: string;
  @Column({ name: 'reviewee_id', type: 'uuid' }) revieweeId!: string;
  @Column({ name: 'meeting_id', type: 'uuid', nullable: true }) meetingId!: string | null;
  @Column({ name: 'application_id', type: 'uuid', nullable: true }) applicationId!: string | null;
  @Column({ type: 'smallint' }) rating!: number;
  @Column({ type: 'varchar', length: 1000, nullable: true }) comment!: string | null;
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true }) publishedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
