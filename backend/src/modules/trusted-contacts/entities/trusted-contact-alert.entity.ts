import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An alert emailed to the person's trusted contact: which warning, about which of their messages, when. */
@Entity('trusted_contact_alerts')
export class TrustedContactAlert {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ name: 'message_id', type: 'uuid' }) messageId!: string;
  @Column({ type: 'varchar' }) kind!: string;
  @Column({ name: 'contact_email', type: 'varchar' }) contactEmail!: string;
  @Column({ name: 'sent_at', type: 'timestamptz' }) sentAt!: Date;
}
