import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A participant's rating of a class: public at once, one per person and class. */
@Entity('live_class_reviews')
export class LiveClassReview {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'class_id', type: 'uuid' }) classId!: string;
  @Column({ name: 'mentor_id', type: 'uuid' }) mentorId!: string;
  @Column({ name: 'reviewer_id', type: 'uuid' }) reviewerId!: string;
  @Column({ type: 'smallint' }) rating!: number;
  @Column({ type: 'varchar', length: 1000, nullable: true }) comment!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
