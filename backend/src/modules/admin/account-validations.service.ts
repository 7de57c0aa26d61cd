import { Injectable } from '@nestjs/common';
import {
  AccountType,
  AccountValidationResponse,
  ErrorCode,
  PendingAccountResponse,
  REVIEW_BUSINESS_DAYS,
  USER_MSG,
  ValidateAccountDto,
} from '@conectando/contracts';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { OutboxService } from '../../infra/events/outbox.service';
import { fileUrl } from '../files/files.service';
import type { User } from '../users/entities/user.entity';
import { addChileanBusinessDays } from '../../common/calendar/business-days';
import { UserValidationsService } from '../users/user-validations.service';
import { UsersService } from '../users/users.service';
import { AccountValidation } from './entities/account-validation.entity';

const REVIEWED_TYPES = [AccountType.Profesional, AccountType.Institucion];

const toPending = (u: User): PendingAccountResponse => ({
  id: u.id,
  name: u.name,
  email: u.email,
  accountType: u.accountType as PendingAccountResponse['accountType'],
  specialty: u.specialty,
  institutionName: u.institutionName,
  institutionEmail: u.institutionEmail,
  legalRepresentative: u.legalRepresentative,
  documentUrl: fileUrl(u.accountType === AccountType.Profesional ? u.certificateFileId : u.institutionDocumentFileId),
  createdAt: u.createdAt.toISOString(),
  reviewDeadline: addChileanBusinessDays(u.createdAt, REVIEW_BUSINESS_DAYS),
  rut: u.rut,
  rnpiNumber: u.rnpiNumber,
});

@Injectable()
export class AccountValidationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly accounts: UsersService,
    private readonly validations: UserValidationsService,
  ) {}

  /** Professionals and institutions waiting for review, the closest deadline first. */
  async listPending(): Promise<PendingAccountResponse[]> {
    const pending = await this.validations.listAwaitingValidation();
    return pending
      .map(toPending)
      .sort((a, b) => a.reviewDeadline.localeCompare(b.reviewDeadline) || a.createdAt.localeCompare(b.createdAt));
  }

  /**
   * Validates an account with what was checked, or declines it with a reason the person reads; who
   * decided and when is recorded, in one transaction. An empty body validates (the old body).
   */
  async validate(admin: User, userId: string, dto: ValidateAccountDto = {}): Promise<AccountValidationResponse> {
    const declining = dto.decision === 'declined';
    return this.dataSource.transaction(async (tx) => {
      // The row lock makes two admins clicking at once record one decision, not two.
      const user = await this.accounts.lockForUpdate(tx, userId);
      if (!user) throw new AppError(ErrorCode.NotFound, USER_MSG.notFound);
      if (!REVIEWED_TYPES.includes(user.accountType)) {
        throw new AppError(ErrorCode.ValidationFailed, USER_MSG.validationNotNeeded);
      }
      if (declining) {
        if (user.isValidated) throw new AppError(ErrorCode.Conflict, USER_MSG.alreadyValidated);
        const reason = dto.reason!.trim() || dto.reason!;
        await this.validations.markDeclined(tx, user, reason);
        await tx.save(
          tx.create(AccountValidation, { userId, adminId: admin.id, decision: 'declined', reason, checks: [] }),
        );
        await this.outbox.add(tx, 'account.declined', { userId, adminId: admin.id });
        return {
          userId,
          isValidated: false,
          validatedAt: null,
          validatedBy: admin.id,
          verifications: [],
          declinedReason: reason,
        };
      }
      if (!user.isValidated) {
        const checkedAt = new Date().toISOString();
        const checks = [...new Set(dto.checks ?? [])];
        await this.validations.markValidated(
          tx,
          user,
          checks.map((kind) => ({ kind, checkedAt })),
        );
        await tx.save(tx.create(AccountValidation, { userId, adminId: admin.id, decision: 'validated', checks }));
        await this.outbox.add(tx, 'account.validated', { userId, adminId: admin.id });
      }
      const decision = await tx.findOneOrFail(AccountValidation, {
        where: { userId, decision: 'validated' },
        order: { createdAt: 'DESC' },
      });
      return {
        userId,
        isValidated: true,
        validatedAt: user.validatedAt!.toISOString(),
        validatedBy: decision.adminId,
        verifications: user.verifications,
      };
    });
  }
}
