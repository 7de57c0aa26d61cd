import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { SafetyModule } from '../safety/safety.module';
import { VideosModule } from '../videos/videos.module';
import { StoryCommentsController } from './comments/story-comments.controller';
import { StoryCommentsListener } from './comments/story-comments.listener';
import { StoryCommentsService } from './comments/story-comments.service';
import { StoryCommentsSocketHandlers } from './comments/story-comments.socket-handlers';
import { StoryComment } from './entities/story-comment.entity';
import { StoriesController } from './stories.controller';
import { StoriesPersonalData } from './stories.personal-data';
import { StoriesService } from './stories.service';

@Module({
  imports: [TypeOrmModule.forFeature([StoryComment]), VideosModule, NotificationsModule, SafetyModule],
  controllers: [StoriesController, StoryCommentsController],
  providers: [
    StoriesService,
    StoryCommentsService,
    StoryCommentsListener,
    StoryCommentsSocketHandlers,
    StoriesPersonalData,
  ],
  exports: [StoryCommentsService],
})
export class StoriesModule {}
