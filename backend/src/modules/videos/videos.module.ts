import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { SkillVideo } from './entities/skill-video.entity';
import { SavedVideo, StoryLike, VideoCaptions, VideoProgress, WatchedVideo } from './entities/video-marks.entity';
import { PlayerController } from './player/player.controller';
import { PlayerService } from './player/player.service';
import { CaptionsStore } from './captions/captions-store.service';
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
import { SkillVideoSearch } from './search/skill-video-search.service';
import { ResumableUploadsController } from './resumable/resumable-uploads.controller';
import { ResumableUploadsService } from './resumable/resumable-uploads.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([SkillVideo, SavedVideo, WatchedVideo, StoryLike, VideoProgress, VideoCaptions]),
    UsersModule,
  ],
  controllers: [VideosController, PlayerController, SavedVideosController, ResumableUploadsController],
  providers: [
    VideosService,
    PlayerService,
    CaptionsStore,
    SkillVideoSearch,
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
    PlayerService,
    CaptionsStore,
    SkillVideoSearch,
    DemoVideosSeeder,
    VideoFilesService,
    UploadQuota,
    VideoUploadInterceptor,
    MentorModeGuard,
    TypeOrmModule,
  ],
})
export class VideosModule {}
