import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A video a user saved for later ('Habilidades Guardadas'). */
@Entity('saved_videos')
export class SavedVideo {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId!: string;
  @PrimaryColumn({ name: 'video_id', type: 'uuid' }) videoId!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

/** A video a user watched to the end (counts once): 'Videos Revisados' and a mentor's learners. */
@Entity('watched_videos')
export class WatchedVideo {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId!: string;
  @PrimaryColumn({ name: 'video_id', type: 'uuid' }) videoId!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

/** A like on a story. */
@Entity('story_likes')
export class StoryLike {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId!: string;
  @PrimaryColumn({ name: 'video_id', type: 'uuid' }) videoId!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

/** Where a person left a video, to offer 'Continuar desde 2:15'. */
@Entity('video_progress')
export class VideoProgress {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId!: string;
  @PrimaryColumn({ name: 'video_id', type: 'uuid' }) videoId!: string;
  @Column({ type: 'int' }) seconds!: number;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

/** A video's Spanish captions (WebVTT), uploaded by its owner or drafted by the server. */
@Entity('video_captions')
export class VideoCaptions {
  @PrimaryColumn({ name: 'video_id', type: 'uuid' }) videoId!: string;
  @Column({ type: 'text' }) vtt!: string;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
