import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { FilesModule } from '../files/files.module';
import { SeedService } from './seed.service';

@Module({ imports: [AuthModule, FilesModule], providers: [SeedService], exports: [SeedService] })
export class SeedModule {}
