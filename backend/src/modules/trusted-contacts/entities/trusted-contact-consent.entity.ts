import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Each side's yes and no: invited and withdrawn by the person, accepted and left by the contact. */
@Entity('trusted_contact_consents')
export class TrustedContactConsent {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ name: 'contact_name', type: 'varchar' }) contactName!: string;
  @Column({ name: 'contact_email', type: 'varchar' }) contactEmail!: string;
  @Column({ type: 'varchar' }) action!: 'invited' | 'accepted' | 'withdrawn' | 'left';
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
