import type { NotificationType } from '@conectando/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('notifications')
export class Notification {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ type: 'varchar' }) type!: NotificationType;
  @Column() title!: string;
  @Column({ type: 'text' }) body!: string;
  @Column({ type: 'varchar', nullable: true }) link!: string | null;
  // Chat messages: one unread entry per conversation, counting its messages.
  @Column({ name: 'chat_id', type: 'uuid', nullable: true }) chatId!: string | null;
  @Column({ name: 'chat_seq', type: 'int', nullable: true }) chatSeq!: number | null;
  @Column({ type: 'int', default: 1 }) count!: number;
  @Column({ name: 'read_at', type: 'timestamptz', nullable: true }) readAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
