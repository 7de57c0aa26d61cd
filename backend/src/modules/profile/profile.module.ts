import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { VideosModule } from '../videos/videos.module';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';

@Module({
  imports: [UsersModule, VideosModule],
  controllers: [ProfileController],
  providers: [ProfileService],
})
export class ProfileModule {}
