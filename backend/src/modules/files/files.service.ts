import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, FILE_MSG } from '@conectando/contracts';
import { EntityManager, Repository } from 'typeorm';
import type { Readable } from 'node:stream';
import { AppError } from '../../common/errors/app-error';
import { DecodedFile, StorageService } from '../../infra/storage/storage.service';
import { StoredObjectMissing } from '../../infra/storage/object-storage';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { FilePurpose, StoredFile } from './entities/stored-file.entity';

/** Private documents are for their owner and admins; profile photos for anyone signed in. */
const isPrivate = (purpose: FilePurpose) => purpose !== 'profile-image';

export const fileUrl = (id: string | null): string | null => (id ? `/api/files/${id}` : null);

@Injectable()
export class FilesService {
  constructor(
    @InjectRepository(StoredFile) private readonly files: Repository<StoredFile>,
    private readonly storage: StorageService,
  ) {}

  /**
   * Writes the bytes, then records them inside the caller's transaction. If that transaction
   * fails the caller must call discard() with the returned names so no orphan stays on disk.
   */
  async store(
    tx: EntityManager,
    ownerId: string,
    purpose: FilePurpose,
    file: DecodedFile,
    written: string[],
  ): Promise<StoredFile> {
    const storageName = await this.storage.save(file);
    written.push(storageName);
    return tx.save(
      tx.create(StoredFile, { ownerId, purpose, mimeType: file.mimeType, sizeBytes: file.bytes.length, storageName }),
    );
  }

  async discard(storageNames: string[]): Promise<void> {
    await this.storage.remove(...storageNames);
  }

  async openForViewer(viewer: SessionUser, id: string): Promise<{ file: StoredFile; stream: Readable }> {
    const file = await this.files.findOneBy({ id });
    if (!file) throw new AppError(ErrorCode.NotFound, FILE_MSG.notFound);
    if (isPrivate(file.purpose) && file.ownerId !== viewer.id && !viewer.isAdmin) {
      throw new AppError(ErrorCode.Forbidden, FILE_MSG.ownerOnly);
    }
    try {
      return { file, stream: await this.storage.open(file.storageName) };
    } catch (e) {
      if (e instanceof StoredObjectMissing) throw new AppError(ErrorCode.NotFound, FILE_MSG.notFound);
      throw e;
    }
  }
}
