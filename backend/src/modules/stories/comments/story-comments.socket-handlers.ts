import { Injectable } from '@nestjs/common';
import { WatchStoryDto } from '@conectando/contracts';
import { validatePayload } from '../../../common/validate-payload';
import type { AppSocket } from '../../realtime-gateway/app-socket';
import { OnSocketEvent } from '../../realtime-gateway/socket-handler.decorator';
import { StoryCommentsService, storyRoom } from './story-comments.service';

type Ack<T> = { ok: true; data: T };

/** A socket joins a story's room while its person looks at the story, if they may see it. */
@Injectable()
export class StoryCommentsSocketHandlers {
  constructor(private readonly comments: StoryCommentsService) {}

  @OnSocketEvent('story:watch')
  async watch(socket: AppSocket, body: unknown): Promise<Ack<{ watching: true }>> {
    const dto = validatePayload(WatchStoryDto, body);
    await this.comments.findStory(socket.data.user.id, dto.storyId);
    await socket.join(storyRoom(dto.storyId));
    return { ok: true, data: { watching: true } };
  }

  @OnSocketEvent('story:unwatch')
  async unwatch(socket: AppSocket, body: unknown): Promise<Ack<{ watching: false }>> {
    const dto = validatePayload(WatchStoryDto, body);
    await socket.leave(storyRoom(dto.storyId));
    return { ok: true, data: { watching: false } };
  }
}
