import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, UpdateModeDto, UpdateProfileDto, UserPrivateResponse, UserResponse } from '@conectando/contracts';
import { QueryFailedError, Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { User } from './entities/user.entity';
import { toPrivateUser, toUserFor } from './users.mapper';

const isUniqueViolation = (e: unknown) => e instanceof QueryFailedError && (e.driverError as { code?: string }).code === '23505';

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async get(viewer: User, id: string): Promise<UserResponse> {
    return toUserFor(viewer, await this.findOrFail(id));
  }

  async list(): Promise<UserPrivateResponse[]> {
    const users = await this.users.find({ order: { createdAt: 'ASC' } });
    return users.map(toPrivateUser);
  }

  /** Own profile only; the account type, admin flag and validation never change here. */
  async updateProfile(viewer: User, id: string, dto: UpdateProfileDto): Promise<UserPrivateResponse> {
    this.assertSelf(viewer, id);
    const user = await this.findOrFail(id);
    Object.assign(user, {
      name: dto.name.trim(),
      email: dto.email.trim().toLowerCase(),
      ...(dto.bio !== undefined && { bio: dto.bio.trim() || null }),
      ...(dto.location !== undefined && { location: dto.location.trim() || null }),
      ...(dto.region !== undefined && { region: dto.region.trim() }),
      ...(dto.country !== undefined && { country: dto.country }),
      ...(dto.skills !== undefined && { skills: [...new Set(dto.skills.map((s) => s.trim()).filter(Boolean))] }),
    });
    try {
      return toPrivateUser(await this.users.save(user));
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError(ErrorCode.EmailTaken);
      throw e;
    }
  }

  /** The ENSEÑAR / APRENDER switch: changes the mode and nothing else. */
  async setMode(viewer: User, id: string, dto: UpdateModeDto): Promise<UserPrivateResponse> {
    this.assertSelf(viewer, id);
    await this.users.update({ id }, { mode: dto.role });
    return toPrivateUser(await this.findOrFail(id));
  }

  private assertSelf(viewer: User, id: string) {
    if (viewer.id !== id) throw new AppError(ErrorCode.Forbidden, 'Solo puedes modificar tu propio perfil.');
  }

  private async findOrFail(id: string): Promise<User> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw new AppError(ErrorCode.NotFound, 'Usuario no encontrado');
    return user;
  }
}
