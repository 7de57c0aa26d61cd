import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { CaptionsSource, VideoStatus } from '@conectando/contracts';
import { User } from '../../users/entities/user.entity';

/** A video a mentor uploaded under a skill; a story when the skill is 'Historia Personal'. */
@Entity('skill_videos')
export class SkillVideo {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @ManyToOne(() => User, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'user_id' }) user?: User;
  @Column() title!: string;
  @Column({ type: 'text', nullable: true }) description!: string | null;
  @Column({ name: 'skill_name' }) skillName!: string;
  @Column({ name: 'category_id', type: 'varchar', nullable: true }) categoryId!: string | null;
  @Column({ name: 'duration_seconds', type: 'int', nullable: true }) durationSeconds!: number | null;
  @Column({ name: 'video_storage_name' }) videoStorageName!: string;
  @Column({ name: 'video_mime_type' }) videoMimeType!: string;
  // bigint comes back from pg as a string; videos stay far below Number.MAX_SAFE_INTEGER.
  @Column({
    name: 'video_size_bytes',
    type: 'bigint',
    transformer: { to: (v: number) => v, from: (v: string) => Number(v) },
  })
  videoSizeBytes!: number;
  @Column({ name: 'poster_storage_name', type: 'varchar', nullable: true }) posterStorageName!: string | null;
  @Column({ name: 'poster_mime_type', type: 'varchar', nullable: true }) posterMimeType!: string | null;
  @Column({ type: 'varchar', length: 16, default: 'ready' }) status!: VideoStatus;
  @Column({ name: 'status_message', type: 'text', nullable: true }) statusMessage!: string | null;
  @Column({ name: 'captions_source', type: 'varchar', length: 8, nullable: true })
  captionsSource!: CaptionsSource | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
