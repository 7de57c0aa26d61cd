import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A two-person conversation; pair_key (the two user ids, sorted) makes it unique per pair. */
@Entity('chats')
export class Chat {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'pair_key' }) pairKey!: string;
  @Column({ name: 'last_seq', type: 'int' }) lastSeq!: number;
  @Column({ name: 'last_message_at', type: 'timestamptz', nullable: true }) lastMessageAt!: Date | null;
  /** Who opened it: the only one it is listed for until its first message (null: chats from before). */
  @Column({ name: 'opened_by', type: 'uuid', nullable: true }) openedBy!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
