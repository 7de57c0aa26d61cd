import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { TrustedContactAlert } from './entities/trusted-contact-alert.entity';
import { TrustedContactConsent } from './entities/trusted-contact-consent.entity';
import { TrustedContact } from './entities/trusted-contact.entity';
import { TrustedContactsController } from './trusted-contacts.controller';
import { TrustedContactsListener } from './trusted-contacts.listener';
import { TrustedContactsPersonalData } from './trusted-contacts.personal-data';
import { TrustedContactsService } from './trusted-contacts.service';

/** 'Persona de confianza': one contact per person, alerted by email about warned messages. */
@Module({
  imports: [TypeOrmModule.forFeature([TrustedContact, TrustedContactConsent, TrustedContactAlert]), UsersModule],
  controllers: [TrustedContactsController],
  providers: [TrustedContactsService, TrustedContactsListener, TrustedContactsPersonalData],
})
export class TrustedContactsModule {}
