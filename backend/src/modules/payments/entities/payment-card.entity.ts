import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type CardStatus = 'pending' | 'active' | 'failed';

// A card kept by Oneclick: 'pending' while the person is on Transbank's form; tbk_user never leaves the server.
@Entity('payment_cards')
export class PaymentCard {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ type: 'varchar', length: 10 }) status!: CardStatus;
  @Column({ name: 'inscription_token', type: 'varchar', length: 64 }) inscriptionToken!: string;
  @Column({ name: 'tbk_user', type: 'varchar', length: 64, nullable: true }) tbkUser!: string | null;
  @Column({ name: 'card_type', type: 'varchar', length: 20, nullable: true }) cardType!: string | null;
  @Column({ type: 'varchar', length: 4, nullable: true }) last4!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
