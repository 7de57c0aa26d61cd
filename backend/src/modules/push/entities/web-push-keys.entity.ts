import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('web_push_keys')
export class WebPushKeys {
  @PrimaryColumn({ type: 'smallint' }) id!: number;
  @Column({ name: 'public_key', type: 'text' }) publicKey!: string;
  @Column({ name: 'private_key', type: 'text' }) privateKey!: string;
}
