import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The team's answer in a help conversation. */
@Entity('help_replies')
export class HelpReply {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'request_id', type: 'uuid' }) requestId!: string;
  @Column({ name: 'admin_id', type: 'uuid', nullable: true }) adminId!: string | null;
  @Column({ type: 'text' }) text!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
