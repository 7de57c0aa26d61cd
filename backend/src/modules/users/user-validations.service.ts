import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AccountType, Verification } from '@conectando/contracts';
import { EntityManager, In, IsNull, Repository } from 'typeorm';
import { User } from './entities/user.entity';
import { SessionUsersService } from './session-users.service';

/** The admins' validation queue of professionals and institutions, as the users table records it. */
@Injectable()
export class UserValidationsService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly sessions: SessionUsersService,
  ) {}

  /** Professionals and institutions waiting for an admin to validate them. */
  countAwaitingValidation(): Promise<number> {
    return this.users.count({
      where: {
        isValidated: false,
        accountType: In([AccountType.Profesional, AccountType.Institucion]),
        deletedAt: IsNull(),
        validationDeclinedAt: IsNull(),
      },
    });
  }

  /** Professionals and institutions not validated yet, oldest first. */
  listAwaitingValidation(): Promise<User[]> {
    return this.users.find({
      where: {
        isValidated: false,
        accountType: In([AccountType.Profesional, AccountType.Institucion]),
        deletedAt: IsNull(),
        validationDeclinedAt: IsNull(),
      },
      order: { createdAt: 'ASC' },
    });
  }

  async markValidated(tx: EntityManager, user: User, verifications: Verification[] = []): Promise<void> {
    user.isValidated = true;
    user.validatedAt = new Date();
    user.verifications = verifications;
    user.validationDeclinedReason = null;
    user.validationDeclinedAt = null;
    await tx.update(
      User,
      { id: user.id },
      {
        isValidated: true,
        validatedAt: user.validatedAt,
        verifications,
        validationDeclinedReason: null,
        validationDeclinedAt: null,
      },
    );
    this.sessions.changed(tx, user.id);
  }

  /** An admin declined: the person reads why, and leaves the queue until they send a new document. */
  async markDeclined(tx: EntityManager, user: User, reason: string): Promise<void> {
    user.validationDeclinedReason = reason;
    user.validationDeclinedAt = new Date();
    await tx.update(
      User,
      { id: user.id },
      { validationDeclinedReason: reason, validationDeclinedAt: user.validationDeclinedAt },
    );
    this.sessions.changed(tx, user.id);
  }

  /** A new certificate or document after a decline: back in the validation queue. */
  async resubmitted(tx: EntityManager, id: string): Promise<void> {
    await tx.update(User, { id }, { validationDeclinedReason: null, validationDeclinedAt: null });
    this.sessions.changed(tx, id);
  }
}
