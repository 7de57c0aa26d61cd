import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  AccountType,
  ErrorCode,
  ProfessionalProfileResponse,
  TextSize,
  UpdateModeDto,
  UpdateProfileDto,
  UserPrivateResponse,
  UserResponse,
  USER_MSG,
  normalizeRut,
} from '@conectando/contracts';
import { IsNull, Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { isUniqueViolation } from '../../infra/database/unique-violation';
import { fileUrl } from '../files/files.service';
import { User } from './entities/user.entity';
import { toPrivateUser, toUserFor } from './users.mapper';
import { SessionUsersService } from './session-users.service';
import { notBlockedWithSql, UsersService } from './users.service';

/** What the users' own routes show and change: profiles, the professionals' list, mode and text size. */
@Injectable()
export class UserProfilesService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly sessions: SessionUsersService,
    private readonly accounts: UsersService,
  ) {}

  /**
   * A suspended account is gone for everyone but itself and admins (it comes back when lifted); so is
   * one of a pair that blocked each other, for the other (until the block is lifted).
   */
  async get(viewer: User, id: string): Promise<UserResponse> {
    const user = await this.findOrFail(id);
    if (user.deletedAt || (user.suspendedAt && viewer.id !== id && !viewer.isAdmin))
      throw new AppError(ErrorCode.NotFound, USER_MSG.notFound);
    if (viewer.id !== id && (await this.accounts.blockedBetween(viewer.id, id)))
      throw new AppError(ErrorCode.NotFound, USER_MSG.notFound);
    return toUserFor(viewer, user);
  }

  async list(): Promise<UserPrivateResponse[]> {
    const users = await this.users.find({ where: { deletedAt: IsNull() }, order: { createdAt: 'ASC' } });
    return users.map(toPrivateUser);
  }

  /** Own profile only; the account type, admin flag and validation never change here. */
  async updateProfile(viewer: User, id: string, dto: UpdateProfileDto): Promise<UserPrivateResponse> {
    this.assertSelf(viewer, id);
    const user = await this.findOrFail(id);
    Object.assign(user, {
      name: dto.name.trim(),
      email: dto.email.trim().toLowerCase(),
      // Optional fields may come as null (class-validator lets it through): null clears a text, keeps the rest.
      ...(dto.bio !== undefined && { bio: dto.bio?.trim() || null }),
      ...(dto.location !== undefined && { location: dto.location?.trim() || null }),
      ...(dto.region != null && { region: dto.region.trim() }),
      ...(dto.country != null && { country: dto.country }),
      ...(dto.skills != null && { skills: [...new Set(dto.skills.map((s) => s.trim()).filter(Boolean))] }),
      // Only professionals and institutions carry a RUT; only professionals an RNPI number.
      ...(dto.rut != null && user.accountType !== AccountType.Persona && { rut: normalizeRut(dto.rut) }),
      ...(dto.rnpiNumber != null && user.accountType === AccountType.Profesional && { rnpiNumber: dto.rnpiNumber }),
    });
    try {
      return toPrivateUser(await this.users.save(user));
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError(ErrorCode.EmailTaken);
      throw e;
    } finally {
      this.sessions.changed(this.users.manager, id);
    }
  }

  /**
   * Validated professionals, best rated first, as institutions browse them; suspended accounts and
   * anyone the viewer blocked or was blocked by are left out (a read-only look at safety's user_blocks).
   */
  async listProfessionalProfiles(viewerId: string): Promise<ProfessionalProfileResponse[]> {
    const rows = await this.users
      .createQueryBuilder('u')
      .where('u.accountType = :type AND u.isValidated AND u.suspendedAt IS NULL AND u.deletedAt IS NULL', {
        type: AccountType.Profesional,
      })
      .andWhere(notBlockedWithSql('u.id', ':viewerId'), { viewerId })
      .orderBy('u.ratingAvg', 'DESC')
      .addOrderBy('u.name', 'ASC')
      .take(500)
      .getMany();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      specialty: r.specialty,
      region: r.region,
      country: r.country,
      bio: r.bio,
      profileImageUrl: fileUrl(r.profileImageFileId),
      ratingAvg: r.ratingAvg,
      ratingCount: r.ratingCount,
    }));
  }

  /** The ENSEÑAR / APRENDER switch: changes the mode and nothing else. */
  async setMode(viewer: User, id: string, dto: UpdateModeDto): Promise<UserPrivateResponse> {
    this.assertSelf(viewer, id);
    await this.users.update({ id }, { mode: dto.role });
    this.sessions.changed(this.users.manager, id);
    return toPrivateUser(await this.findOrFail(id));
  }

  /** The person's own 'Tamaño de letra', kept on the account for their other devices. */
  async setTextSize(viewer: User, textSize: TextSize): Promise<User> {
    await this.users.update({ id: viewer.id }, { textSize });
    this.sessions.changed(this.users.manager, viewer.id);
    return { ...viewer, textSize };
  }

  private assertSelf(viewer: User, id: string) {
    if (viewer.id !== id) throw new AppError(ErrorCode.Forbidden, USER_MSG.ownProfileOnly);
  }

  private async findOrFail(id: string): Promise<User> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw new AppError(ErrorCode.NotFound, USER_MSG.notFound);
    return user;
  }
}
