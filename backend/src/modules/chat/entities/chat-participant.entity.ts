import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('chat_participants')
export class ChatParticipant {
  @PrimaryColumn({ name: 'chat_id', type: 'uuid' }) chatId!: string;
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId!: string;
  /** Read receipts and unread counts come from this. */
  @Column({ name: 'last_read_seq', type: 'int' }) lastReadSeq!: number;
}
