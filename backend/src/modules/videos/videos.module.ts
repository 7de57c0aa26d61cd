import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { SkillVideo } from './entities/skill-video.entity';
import { SavedVideo, StoryLike, WatchedVideo } from './entities/video-marks.entity';
import { DemoVideosSeeder } from './demo-videos.seeder';
import { MentorModeGuard } from './mentor-mode.guard';
import { SavedVideosController } from './saved-videos.controller';
import { SavedVideosService } from './saved-videos.service';
import { VideoFilesService } from './video-files.service';
import { UploadQuota } from './upload-quota.service';
import { VideoUploadInterceptor } from './video-upload.interceptor';
import { VideosController } from './videos.controller';
import { VideosPersonalData } from './videos.personal-data';
import { VideosService } from './videos.service';
import { ResumableUploadsController } from './resumable/resumable-uploads.controller';
import { ResumableUploadsService } from './resumable/resumable-uploads.service';

@Module({
  imports: [TypeOrmModule.forFeature([SkillVideo, SavedVideo, WatchedVideo, StoryLike]), UsersModule],
  controllers: [VideosController, SavedVideosController, ResumableUploadsController],
  providers: [
    VideosService,
    VideosPersonalData,
    ResumableUploadsService,
    SavedVideosService,
    VideoFilesService,
    UploadQuota,
    VideoUploadInterceptor,
    MentorModeGuard,
    DemoVideosSeeder,
  ],
  exports: [
    VideosService,
    DemoVideosSeeder,
    VideoFilesService,
    UploadQuota,
    VideoUploadInterceptor,
    MentorModeGuard,
    TypeOrmModule,
  ],
})
export class VideosModule {}
