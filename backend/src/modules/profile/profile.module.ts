import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from '../users/entities/user.entity';
import { VideosModule } from '../videos/videos.module';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';

@Module({
  imports: [TypeOrmModule.forFeature([User]), VideosModule],
  controllers: [ProfileController],
  providers: [ProfileService],
})
export class ProfileModule {}
