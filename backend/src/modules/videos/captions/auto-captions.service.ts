import { readFile, rm } from 'node:fs/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { probeMedia, runMediaTool } from '../../../infra/media/ffmpeg';
import { SkillVideo } from '../entities/skill-video.entity';
import { CaptionsStore } from './captions-store.service';
import { VideoFilesService } from '../video-files.service';
import { SPEECH_SAMPLE_RATE, SpeechModel } from './speech-model';
import { toWebVtt, wordsOf, type TimedWord } from './webvtt-cues';

/** What one run did, kept as the job's result (the queue dashboard shows it). */
export type AutoCaptionsOutcome =
  { status: 'written'; cues: number } | { status: 'skipped'; reason: 'not-ready' | 'owner-captions' | 'gone' };

/**
 * Writes an automatic caption draft ('auto') for a ready video: its sound as 16 kHz mono (ffmpeg),
 * recognised by the operator's sherpa-onnx model, cut into short cues. What the owner wrote is never
 * replaced (CaptionsStore refuses a draft over 'manual' captions in the same transaction).
 */
@Injectable()
export class AutoCaptionsService {
  private readonly logger = new Logger('AutoCaptions');
  private model: Promise<SpeechModel> | null = null;

  constructor(
    @InjectRepository(SkillVideo) private readonly videos: Repository<SkillVideo>,
    private readonly files: VideoFilesService,
    private readonly store: CaptionsStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Whether the operator set a model: without one nothing is queued and nothing pretends to transcribe. */
  get enabled(): boolean {
    return Boolean(this.config.CAPTIONS_MODEL_DIR);
  }

  async caption(videoId: string): Promise<AutoCaptionsOutcome> {
    const video = await this.videos.findOneBy({ id: videoId });
    if (!video) return { status: 'skipped', reason: 'gone' };
    if (video.status !== 'ready') return { status: 'skipped', reason: 'not-ready' };
    if (video.captionsSource === 'manual') return { status: 'skipped', reason: 'owner-captions' };

    const words = await this.transcribe(video);
    const vtt = toWebVtt(words);
    const stored = await this.store.store(video.id, vtt, 'auto');
    if (!stored) return { status: 'skipped', reason: 'owner-captions' };
    const cues = vtt.split('\n').filter((line) => line.includes('-->')).length;
    this.logger.log(`Video ${video.id}: borrador de subtítulos con ${cues} líneas`);
    return { status: 'written', cues };
  }

  private async transcribe(video: SkillVideo): Promise<TimedWord[]> {
    const source = await this.files.fetchToTemp(video.videoStorageName, `${video.id}.captions-source`);
    const pcm = this.files.tempPathOf(`${video.id}.captions.f32`);
    try {
      if (!(await probeMedia(source)).hasAudio) return [];
      const timeoutMs = this.config.TRANSCODE_TIMEOUT_SECONDS * 1000;
      const args = [
        '-nostdin',
        '-v',
        'error',
        '-y',
        '-i',
        source,
        '-vn',
        '-ac',
        '1',
        '-ar',
        String(SPEECH_SAMPLE_RATE),
      ];
      await runMediaTool('ffmpeg', [...args, '-f', 'f32le', pcm], timeoutMs);
      const bytes = await readFile(pcm);
      // Copied into its own buffer: a Float32Array needs 4-byte alignment, which a Buffer's offset may lack.
      const samples = new Float32Array(
        bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + (bytes.byteLength & ~3)),
      );
      const model = await this.loadModel();
      const words: TimedWord[] = [];
      for await (const stretch of model.recognise(samples)) words.push(...wordsOf(stretch));
      return words;
    } finally {
      await rm(source, { force: true });
      await rm(pcm, { force: true });
    }
  }

  /** Loaded once per process, on the first video; a folder that cannot load fails the job (and is retried). */
  private loadModel(): Promise<SpeechModel> {
    this.model ??= SpeechModel.load(this.config.CAPTIONS_MODEL_DIR!).catch((e: unknown) => {
      this.model = null;
      throw e;
    });
    return this.model;
  }
}
