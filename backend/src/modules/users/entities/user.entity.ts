import type { Verification } from '@conectando/contracts';
import { AccountType, Gender, TextSize, UserMode } from '@conectando/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column() name!: string;
  @Column() email!: string;
  @Column({ name: 'password_hash', select: false }) passwordHash!: string;
  @Column({ name: 'account_type', type: 'varchar' }) accountType!: AccountType;
  @Column({ type: 'varchar' }) mode!: UserMode;
  @Column({ name: 'is_admin' }) isAdmin!: boolean;
  @Column({ name: 'is_validated' }) isValidated!: boolean;
  @Column({ name: 'validated_at', type: 'timestamptz', nullable: true }) validatedAt!: Date | null;
  @Column({ type: 'text', nullable: true }) bio!: string | null;
  @Column() region!: string;
  @Column() country!: string;
  @Column({ type: 'varchar', nullable: true }) location!: string | null;
  @Column({ name: 'birth_date', type: 'date', nullable: true }) birthDate!: string | null;
  @Column({ type: 'varchar', nullable: true }) gender!: Gender | null;
  @Column('text', { array: true }) skills!: string[];
  @Column({ type: 'varchar', nullable: true }) specialty!: string | null;
  @Column({ name: 'institution_name', type: 'varchar', nullable: true }) institutionName!: string | null;
  @Column({ name: 'institution_email', type: 'varchar', nullable: true }) institutionEmail!: string | null;
  @Column({ name: 'legal_representative', type: 'varchar', nullable: true }) legalRepresentative!: string | null;
  @Column({ name: 'accept_notifications' }) acceptNotifications!: boolean;
  /** 'Tamaño de letra' chosen on the account (null: never chosen, the device's own applies). */
  @Column({ name: 'text_size', type: 'varchar', nullable: true }) textSize!: TextSize | null;
  @Column({ name: 'profile_image_file_id', type: 'uuid', nullable: true }) profileImageFileId!: string | null;
  @Column({ name: 'certificate_file_id', type: 'uuid', nullable: true }) certificateFileId!: string | null;
  @Column({ name: 'institution_document_file_id', type: 'uuid', nullable: true }) institutionDocumentFileId!:
    string | null;
  // Hundredths of a star; no screen writes them yet, so saving a user never touches them.
  @Column({ name: 'rating_avg', type: 'int', insert: false, update: false }) ratingAvg!: number;
  @Column({ name: 'rating_count', type: 'int', insert: false, update: false }) ratingCount!: number;
  /** Set by an admin's moderation: no sign-in, and the person's offers, videos and profile are hidden. */
  /** Professionals and institutions: normalized ('12345678-5'), checked with its digit. */
  @Column({ type: 'varchar', nullable: true }) rut!: string | null;
  @Column({ name: 'rnpi_number', type: 'varchar', nullable: true }) rnpiNumber!: string | null;
  /** What the validating admin checked: the badge's words. */
  @Column({ type: 'jsonb' }) verifications!: Verification[];
  @Column({ name: 'validation_declined_reason', type: 'text', nullable: true }) validationDeclinedReason!:
    string | null;
  @Column({ name: 'validation_declined_at', type: 'timestamptz', nullable: true }) validationDeclinedAt!: Date | null;
  @Column({ name: 'suspended_at', type: 'timestamptz', nullable: true }) suspendedAt!: Date | null;
  /** Set when the person erased their account: the row stays, emptied, for the records others keep. */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true }) deletedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
