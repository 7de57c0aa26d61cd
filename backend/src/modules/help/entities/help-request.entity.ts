import type { HelpContextType, HelpStatus } from '@conectando/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A person's 'Pedir ayuda' conversation with the team. */
@Entity('help_requests')
export class HelpRequest {
  @PrimaryGeneratedColumn('uuid') id!: string;
  /** The account that wrote (or whose email the public form gave); null for an unknown email. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true }) userId!: string | null;
  /** Where the team's replies go when the person cannot sign in. */
  @Column({ type: 'varchar' }) email!: string;
  @Column({ name: 'via_public_form', type: 'boolean' }) viaPublicForm!: boolean;
  @Column({ type: 'text' }) text!: string;
  @Column({ name: 'context_type', type: 'varchar', nullable: true }) contextType!: HelpContextType | null;
  @Column({ name: 'context_id', type: 'uuid', nullable: true }) contextId!: string | null;
  @Column({ type: 'varchar' }) status!: HelpStatus;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
