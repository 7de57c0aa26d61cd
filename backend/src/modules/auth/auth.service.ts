import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import {
  SAFETY_MSG,
  ACCOUNT_TYPE_BY_USER_TYPE,
  AccountType,
  ErrorCode,
  LoginDto,
  MSG,
  RegisterDto,
  UserMode,
  normalizeRut,
  VERIFICATION_MSG,
} from '@conectando/contracts';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../../infra/database/unique-violation';
import { AppError } from '../../common/errors/app-error';
import { DecodedFile, DOCUMENT_TYPES, IMAGE_TYPES, StorageService } from '../../infra/storage/storage.service';
import { FilesService } from '../files/files.service';
import type { User } from '../users/entities/user.entity';
import { UserValidationsService } from '../users/user-validations.service';
import { UserFiles, UsersService } from '../users/users.service';
import { PasswordService } from './password.service';
import { AuthThrottle } from './auth-throttle.service';
import { OutboxService } from '../../infra/events/outbox.service';

interface RegistrationFiles {
  profileImage?: DecodedFile;
  certificate?: DecodedFile;
  institutionDocument?: DecodedFile;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly passwords: PasswordService,
    private readonly storage: StorageService,
    private readonly files: FilesService,
    private readonly outbox: OutboxService,
    private readonly throttle: AuthThrottle,
    private readonly users: UsersService,
    private readonly validations: UserValidationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Creates the account and its files in one transaction; nothing stays behind when any step fails. */
  async register(dto: RegisterDto): Promise<User> {
    if (this.passwords.isTooCommon(dto.password)) throw new AppError(ErrorCode.ValidationFailed, MSG.passwordTooCommon);
    const accountType = ACCOUNT_TYPE_BY_USER_TYPE[dto.userType];
    const decoded = await this.decodeFiles(dto, accountType);
    const passwordHash = await this.passwords.hash(dto.password);
    const written: string[] = [];
    try {
      return await this.dataSource.transaction(async (tx) => {
        const user = await this.users.create(tx, {
          name: dto.name.trim(),
          email: dto.email.trim().toLowerCase(),
          passwordHash,
          accountType,
          mode: UserMode.Learner,
          isAdmin: false,
          // Personas are trusted at once; professionals and institutions wait for an admin.
          isValidated: accountType === AccountType.Persona,
          bio: null,
          region: dto.region.trim(),
          country: dto.country,
          location: null,
          birthDate: dto.birthDate ?? null,
          gender: dto.gender ?? null,
          skills: [],
          specialty: accountType === AccountType.Profesional ? dto.specialty!.trim() : null,
          institutionName: accountType === AccountType.Institucion ? dto.institutionName!.trim() : null,
          institutionEmail: accountType === AccountType.Institucion ? dto.institutionEmail!.trim().toLowerCase() : null,
          legalRepresentative: accountType === AccountType.Institucion ? dto.legalRepresentative!.trim() : null,
          rut: accountType !== AccountType.Persona && dto.rut ? normalizeRut(dto.rut) : null,
          rnpiNumber: accountType === AccountType.Profesional ? (dto.rnpiNumber ?? null) : null,
          verifications: [],
          acceptNotifications: dto.acceptNotifications ?? false,
        });
        const files: UserFiles = {};
        if (decoded.profileImage) {
          files.profileImageFileId = (
            await this.files.store(tx, user.id, 'profile-image', decoded.profileImage, written)
          ).id;
        }
        if (decoded.certificate) {
          files.certificateFileId = (
            await this.files.store(tx, user.id, 'certificate', decoded.certificate, written)
          ).id;
        }
        if (decoded.institutionDocument) {
          files.institutionDocumentFileId = (
            await this.files.store(tx, user.id, 'institution-document', decoded.institutionDocument, written)
          ).id;
        }
        const saved = await this.users.attachFiles(tx, user, files);
        // Admins' review queue and pending counts move live (docs/decisions/domain-events-and-outbox.md).
        if (accountType !== AccountType.Persona)
          await this.outbox.add(tx, 'account.registered', { userId: saved.id, accountType });
        return saved;
      });
    } catch (e) {
      await this.files.discard(written);
      if (isUniqueViolation(e)) throw new AppError(ErrorCode.EmailTaken);
      throw e;
    }
  }

  /** One answer for an unknown email and a wrong password, in about the same time. Only failures count. */
  async login(dto: LoginDto, address: string | undefined): Promise<User> {
    await this.throttle.assertMayLogIn(address, dto.email);
    const user = await this.users.findForLogin(dto.email);
    const ok = await this.passwords.verify(user?.passwordHash, dto.password);
    if (!user || !ok) {
      await this.throttle.recordFailure(address, dto.email);
      throw new AppError(ErrorCode.InvalidCredentials);
    }
    await this.throttle.recordSuccess(address, dto.email);
    if (user.suspendedAt) throw new AppError(ErrorCode.Forbidden, SAFETY_MSG.suspended(this.config.CONTACT_EMAIL));
    return user;
  }

  /**
   * A declined professional or institution sends a new certificate or document: stored, the decline
   * cleared and the account back in the admins' queue, in one transaction.
   */
  async resubmitDocument(userId: string, documentUrl: string): Promise<void> {
    const decoded = await this.storage.decodeDataUrl(documentUrl, DOCUMENT_TYPES, MSG.fileInvalid);
    const written: string[] = [];
    try {
      await this.dataSource.transaction(async (tx) => {
        const user = await this.users.lockForUpdate(tx, userId);
        if (!user || user.isValidated || !user.validationDeclinedAt)
          throw new AppError(ErrorCode.Conflict, VERIFICATION_MSG.notDeclined);
        const professional = user.accountType === AccountType.Profesional;
        const stored = await this.files.store(
          tx,
          user.id,
          professional ? 'certificate' : 'institution-document',
          decoded,
          written,
        );
        await this.users.attachFiles(
          tx,
          user,
          professional ? { certificateFileId: stored.id } : { institutionDocumentFileId: stored.id },
        );
        await this.validations.resubmitted(tx, user.id);
        await this.outbox.add(tx, 'account.resubmitted', { userId });
      });
    } catch (e) {
      await this.files.discard(written);
      throw e;
    }
  }

  // Every file is decoded and type-checked before anything is written.
  private async decodeFiles(dto: RegisterDto, accountType: AccountType): Promise<RegistrationFiles> {
    const files: RegistrationFiles = {};
    if (dto.profileImage)
      files.profileImage = await this.storage.decodeDataUrl(dto.profileImage, IMAGE_TYPES, MSG.photoInvalid);
    if (accountType === AccountType.Profesional) {
      files.certificate = await this.storage.decodeDataUrl(dto.certificateUrl!, DOCUMENT_TYPES, MSG.fileInvalid);
    }
    if (accountType === AccountType.Institucion) {
      files.institutionDocument = await this.storage.decodeDataUrl(
        dto.institutionDocumentUrl!,
        DOCUMENT_TYPES,
        MSG.fileInvalid,
      );
    }
    return files;
  }
}
