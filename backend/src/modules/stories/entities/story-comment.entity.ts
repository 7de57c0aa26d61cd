import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A comment on a story ('Historia Personal' video); the video is the story's id. */
@Entity('story_comments')
export class StoryComment {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'video_id', type: 'uuid' }) storyId!: string;
  @Column({ name: 'author_id', type: 'uuid' }) authorId!: string;
  @Column({ type: 'varchar', length: 1000 }) text!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
