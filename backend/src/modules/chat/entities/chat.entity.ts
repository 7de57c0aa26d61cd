import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A two-person conversation; pair_key (the two user ids, sorted) makes it unique per pair. */
@Entity('chats')
export class Chat {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'pair_key' }) pairKey!: string;
  @Column({ name: 'last_seq', type: 'int' }) lastSeq!: number;
  @Column({ name: 'last_message_at', type: 'timestamptz', nullable: true }) lastMessageAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
