import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ERASE_LATE, PersonalDataRegistry } from '../../infra/personal-data/personal-data.registry';
import { StorageService } from '../../infra/storage/storage.service';
import { StoredFile } from './entities/stored-file.entity';
import { fileUrl } from './files.service';

/** The photo and documents a person uploaded: listed with their links, erased with their bytes. */
@Injectable()
export class FilesPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly dataSource: DataSource,
    private readonly storage: StorageService,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'files',
      eraseOrder: ERASE_LATE,
      exportFor: async (userId) => {
        const files = await this.dataSource
          .getRepository(StoredFile)
          .find({ where: { ownerId: userId }, order: { createdAt: 'ASC' } });
        return files.map((f) => ({
          id: f.id,
          purpose: f.purpose,
          mimeType: f.mimeType,
          sizeBytes: f.sizeBytes,
          url: fileUrl(f.id),
          createdAt: f.createdAt.toISOString(),
        }));
      },
      eraseFor: async ({ tx, userId, afterCommit }) => {
        // The account's columns that name these files go null with them (ON DELETE SET NULL).
        const removed = await tx.getRepository(StoredFile).find({ where: { ownerId: userId } });
        await tx.delete(StoredFile, { ownerId: userId });
        afterCommit(() => this.storage.remove(...removed.map((f) => f.storageName)));
      },
    });
  }
}
