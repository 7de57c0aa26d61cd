import type { NotificationCategory } from '@conectando/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('notification_preferences')
export class NotificationPreferenceEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId!: string;
  @PrimaryColumn({ type: 'varchar' }) type!: NotificationCategory;
  @Column({ type: 'boolean' }) push!: boolean;
  @Column({ type: 'boolean' }) email!: boolean;
}
