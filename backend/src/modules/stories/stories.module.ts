import { Module } from '@nestjs/common';
import { VideosModule } from '../videos/videos.module';
import { StoriesController } from './stories.controller';
import { StoriesService } from './stories.service';

@Module({
  imports: [VideosModule],
  controllers: [StoriesController],
  providers: [StoriesService],
})
export class StoriesModule {}
