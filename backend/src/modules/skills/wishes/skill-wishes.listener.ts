import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@conectando/contracts';
import { AppError } from '../../../common/errors/app-error';
import { OnEvent } from '../../../infra/events/on-event.decorator';
import { VideosService } from '../../videos/videos.service';
import { SkillWishesService } from './skill-wishes.service';

/** A video became ready: the people who wished for its skill hear of it. */
@Injectable()
export class SkillWishesListener {
  constructor(
    private readonly wishes: SkillWishesService,
    private readonly videos: VideosService,
  ) {}

  @OnEvent('video.ready')
  async onVideoReady(event: DomainEvent<'video.ready'>): Promise<void> {
    // Deleted since, or its author suspended: there is nothing to watch, so nobody is told.
    const video = await this.videos.findOrFail(event.payload.videoId).catch((e: unknown) => {
      if (e instanceof AppError) return null;
      throw e;
    });
    if (!video) return;
    await this.wishes.fulfil({ id: video.id, userId: video.userId, skillName: video.skillName, title: video.title });
  }
}
