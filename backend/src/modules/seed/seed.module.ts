import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { FilesModule } from '../files/files.module';
import { VideosModule } from '../videos/videos.module';
import { MarketplaceModule } from '../marketplace/marketplace.module';
import { SeedService } from './seed.service';

@Module({ imports: [AuthModule, FilesModule, VideosModule, MarketplaceModule], providers: [SeedService], exports: [SeedService] })
export class SeedModule {}
