import type { ChatAttachmentKind, MessageWarning } from '@conectando/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A photo's or voice note's stored object and what its player needs. */
export interface StoredAttachment {
  storageName: string;
  mimeType: string;
  sizeBytes: number;
  /** What the upload sent, charged to the sender's storage quota (absent on older rows: sizeBytes then). */
  sentBytes?: number;
  width?: number;
  height?: number;
  durationSeconds?: number;
}

@Entity('messages')
export class Message {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'chat_id', type: 'uuid' }) chatId!: string;
  @Column({ type: 'int' }) seq!: number;
  @Column({ name: 'sender_id', type: 'uuid' }) senderId!: string;
  @Column({ name: 'client_message_id', type: 'uuid' }) clientMessageId!: string;
  @Column({ type: 'text' }) content!: string;
  /** 'money' when it asked for money in a chat younger than 30 days; set once, when stored. */
  @Column({ type: 'varchar', nullable: true }) warning!: MessageWarning | null;
  @Column({ type: 'varchar', default: 'text' }) kind!: 'text' | ChatAttachmentKind;
  @Column({ type: 'jsonb', nullable: true }) attachment!: StoredAttachment | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
