import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One person shutting another out; either direction stops the pair from talking. */
@Entity('user_blocks')
export class UserBlock {
  @PrimaryColumn({ name: 'blocker_id', type: 'uuid' }) blockerId!: string;
  @PrimaryColumn({ name: 'blocked_id', type: 'uuid' }) blockedId!: string;
  /** The two ids sorted and joined, as chats key their pair. */
  @Column({ name: 'pair_key', type: 'text' }) pairKey!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
