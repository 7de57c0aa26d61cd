import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from '../users/entities/user.entity';
import { SkillVideo } from './entities/skill-video.entity';
import { SavedVideo, StoryLike, WatchedVideo } from './entities/video-marks.entity';
import { DemoVideosSeeder } from './demo-videos';
import { MentorModeGuard } from './mentor-mode.guard';
import { SavedVideosController } from './saved-videos.controller';
import { SavedVideosService } from './saved-videos.service';
import { VideoFilesService } from './video-files.service';
import { VideoUploadInterceptor } from './video-upload.interceptor';
import { VideosController } from './videos.controller';
import { VideosService } from './videos.service';

@Module({
  imports: [TypeOrmModule.forFeature([SkillVideo, SavedVideo, WatchedVideo, StoryLike, User])],
  controllers: [VideosController, SavedVideosController],
  providers: [VideosService, SavedVideosService, VideoFilesService, VideoUploadInterceptor, MentorModeGuard, DemoVideosSeeder],
  exports: [VideosService, DemoVideosSeeder, VideoFilesService, VideoUploadInterceptor, MentorModeGuard, TypeOrmModule],
})
export class VideosModule {}
