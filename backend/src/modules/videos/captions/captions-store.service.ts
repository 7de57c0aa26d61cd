import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CaptionsSource } from '@conectando/contracts';
import { Repository } from 'typeorm';
import { SkillVideo } from '../entities/skill-video.entity';
import { VideoCaptions } from '../entities/video-marks.entity';

/** Where a video's captions are written, by its owner (the player's PUT) or by the automatic draft. */
@Injectable()
export class CaptionsStore {
  constructor(@InjectRepository(VideoCaptions) private readonly captions: Repository<VideoCaptions>) {}

  /**
   * Writes captions and marks the video. An automatic draft never replaces what the owner wrote:
   * it is stored only while the video has no captions or only an earlier draft.
   */
  async store(videoId: string, vtt: string, source: CaptionsSource): Promise<boolean> {
    return this.captions.manager.transaction(async (tx) => {
      const marked = await tx
        .createQueryBuilder()
        .update(SkillVideo)
        .set({ captionsSource: source })
        .where('id = :videoId', { videoId })
        .andWhere(source === 'auto' ? "(captions_source IS NULL OR captions_source = 'auto')" : 'true')
        .execute();
      if (!marked.affected) return false;
      await tx.upsert(VideoCaptions, { videoId, vtt }, ['videoId']);
      return true;
    });
  }
}
