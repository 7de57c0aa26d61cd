import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type FilePurpose = 'profile-image' | 'certificate' | 'institution-document';

/** An uploaded file kept in STORAGE_DIR under a server-generated name. */
@Entity('stored_files')
export class StoredFile {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'owner_id', type: 'uuid' }) ownerId!: string;
  @Column({ type: 'varchar' }) purpose!: FilePurpose;
  @Column({ name: 'mime_type' }) mimeType!: string;
  @Column({ name: 'size_bytes', type: 'int' }) sizeBytes!: number;
  @Column({ name: 'storage_name' }) storageName!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
