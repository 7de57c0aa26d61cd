import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { openObjectStorage } from './create-storage';
import { ObjectStorage } from './object-storage';
import { StorageService } from './storage.service';

@Global()
@Module({
  providers: [
    { provide: ObjectStorage, useFactory: (config: AppConfig) => openObjectStorage(config), inject: [APP_CONFIG] },
    StorageService,
  ],
  exports: [ObjectStorage, StorageService],
})
export class StorageModule {}
