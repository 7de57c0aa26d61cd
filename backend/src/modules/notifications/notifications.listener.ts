import { Inject, Injectable } from '@nestjs/common';
import type { DomainEvent } from '@conectando/contracts';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { MailService } from '../../infra/mail/mail.service';
import { ProcessedEventsService } from '../../infra/outbox/processed-events.service';
import { User } from '../users/entities/user.entity';
import { NotificationsService } from './notifications.service';

const CONSUMER = 'notifications';

/** Turns domain events into feed entries, live pushes and emails, once per event. */
@Injectable()
export class NotificationsListener {
  constructor(
    private readonly dataSource: DataSource,
    private readonly processed: ProcessedEventsService,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onAccountValidated(event: DomainEvent<'account.validated'>): Promise<void> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id: event.payload.userId });
    if (!user) return;
    const created = await this.processed.runOnce(CONSUMER, event.id, (tx) =>
      this.notifications.create(tx, {
        userId: user.id,
        type: 'account.validated',
        title: '¡Tu cuenta fue validada!',
        body: 'Ya puedes usar todas las funciones de Conectando Generaciones, incluido el espacio Profesional.',
        link: '/profile',
      }),
    );
    if (!created) return;
    this.notifications.push(created);
    // The feed entry is the record; an email that fails is logged, not retried into a duplicate entry.
    await this.mail.sendOrLog({
      to: user.email,
      subject: 'Tu cuenta en Conectando Generaciones fue validada',
      text: `Hola ${user.name}:\n\nRevisamos tu documentación y tu cuenta ya está validada. Puedes ingresar en ${this.config.PUBLIC_URL}/login.\n\nEquipo de Conectando Generaciones`,
    });
  }
}
