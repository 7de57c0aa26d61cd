import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { FilesModule } from '../files/files.module';
import { VideosModule } from '../videos/videos.module';
import { TokensModule } from '../tokens/tokens.module';
import { UsersModule } from '../users/users.module';
import { MarketplaceSeeder } from './marketplace.seeder';
import { SeedService } from './seed.service';

@Module({
  imports: [AuthModule, FilesModule, VideosModule, TokensModule, UsersModule],
  providers: [SeedService, MarketplaceSeeder],
  exports: [SeedService],
})
export class SeedModule {}
