import { Global, Module } from '@nestjs/common';
import { SharedCaches } from './shared-cache';

@Global()
@Module({ providers: [SharedCaches], exports: [SharedCaches] })
export class CacheModule {}
