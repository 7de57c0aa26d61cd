import type { TrustedContactStatus } from '@conectando/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A person's one trusted contact: invited, then active once they accept. */
@Entity('trusted_contacts')
export class TrustedContact {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ type: 'varchar' }) name!: string;
  @Column({ type: 'varchar' }) email!: string;
  @Column({ type: 'varchar' }) status!: TrustedContactStatus;
  // SHA-256 of the invitation link's token; null once used.
  @Column({ name: 'invite_token_hash', type: 'bytea', nullable: true }) inviteTokenHash!: Buffer | null;
  @Column({ name: 'invite_expires_at', type: 'timestamptz' }) inviteExpiresAt!: Date;
  @Column({ name: 'leave_token', type: 'varchar' }) leaveToken!: string;
  @Column({ name: 'invited_at', type: 'timestamptz' }) invitedAt!: Date;
  @Column({ name: 'accepted_at', type: 'timestamptz', nullable: true }) acceptedAt!: Date | null;
  @Column({ name: 'last_alert_at', type: 'timestamptz', nullable: true }) lastAlertAt!: Date | null;
}
