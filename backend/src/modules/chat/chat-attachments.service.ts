import { randomUUID } from 'node:crypto';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import {
  CHAT_ATTACHMENT_MSG,
  CHAT_MSG,
  ChatAttachmentKind,
  ChatMessageResponse,
  ErrorCode,
  MAX_VOICE_NOTE_SECONDS,
  FILE_MSG,
} from '@conectando/contracts';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import type { MediaSlice } from '../../common/http/media-response';
import { parseByteRange } from '../../common/http/byte-range';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { cleanImageOrRefuse } from '../../infra/media/clean-image';
import { convertVoiceNote, VoiceRejected } from '../../infra/media/voice-note';
import { isRefusal, RateLimiters, retryAfterOf, TooManyRequestsError } from '../../infra/rate-limit/rate-limiters';
import { ObjectStorage, StoredObjectMissing } from '../../infra/storage/object-storage';
import { quotaExceeded, StorageQuota } from '../../infra/storage-quota/storage-quota';
import { sniffFileType } from '../../infra/uploads/file-type';
import type { User } from '../users/entities/user.entity';
import { BlocksService } from '../safety/blocks.service';
import { ChatSendingService } from './chat-sending.service';
import { ChatService } from './chat.service';
import { Message, StoredAttachment } from './entities/message.entity';

const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/avif']);
// What MediaRecorder writes (Chrome and Firefox: WebM/Ogg with Opus; Safari: MP4 with AAC), and the
// usual files of a phone's recorder app.
const VOICE_TYPES = new Set([
  'audio/webm',
  'video/webm',
  'audio/ogg',
  'audio/opus',
  'audio/mp4',
  'video/mp4',
  'audio/x-m4a',
  'audio/aac',
  'audio/mpeg',
  'audio/wav',
  'audio/x-wav',
  'video/quicktime',
]);
/** A 3-minute note converts in a few seconds; a run far beyond that is stuck. */
const VOICE_TIMEOUT_MS = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const contentOf: Record<ChatAttachmentKind, string> = { photo: 'Foto', voice: 'Mensaje de voz' };

/** A photo or voice note ready to store: its clean bytes and what its player needs. */
interface Prepared {
  kind: ChatAttachmentKind;
  bytes: Buffer;
  extension: string;
  meta: Omit<StoredAttachment, 'storageName' | 'sizeBytes' | 'sentBytes'>;
}

/**
 * Photos and voice notes in a chat: only its participants send and receive them, a blocked pair sends
 * none, and what is stored tells nothing about where or on what it was made (photos re-encoded by
 * sharp; voice notes converted by ffmpeg to AAC in .m4a, which iPhone and Android both play).
 */
@Injectable()
export class ChatAttachmentsService implements OnModuleInit {
  private readonly perHour: RateLimiterAbstract;

  constructor(
    private readonly dataSource: DataSource,
    private readonly chats: ChatService,
    private readonly sending: ChatSendingService,
    private readonly blocks: BlocksService,
    private readonly objects: ObjectStorage,
    private readonly quota: StorageQuota,
    limiters: RateLimiters,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.perHour = limiters.create('chat-attachments-hour', {
      points: config.CHAT_ATTACHMENTS_PER_HOUR,
      duration: 60 * 60,
    });
  }

  onModuleInit(): void {
    this.quota.register({ key: 'chat-attachments', usedBytes: (db, userId) => this.sentBytes(db, userId) });
  }

  /**
   * Decided before a byte of the body is read: a participant (others 404, as for the chat itself), not
   * blocked by or blocking the other person (403), within the hourly limit (429).
   */
  async admit(user: Pick<User, 'id'>, chatId: string): Promise<void> {
    const other = UUID.test(chatId) ? await this.chats.otherParticipant(user.id, chatId) : undefined;
    if (!other) throw new AppError(ErrorCode.NotFound, CHAT_MSG.chatNotFound);
    await this.blocks.assertMayTalk(user.id, other);
    try {
      await this.perHour.consume(user.id);
    } catch (e) {
      if (isRefusal(e)) throw new TooManyRequestsError(retryAfterOf(e), CHAT_ATTACHMENT_MSG.tooMany);
      throw e;
    }
  }

  /**
   * Stores the photo or voice note and its message (201 with the message, delivered live to the chat).
   * A retry with the same clientMessageId answers with the message stored the first time.
   */
  async send(
    user: Pick<User, 'id'>,
    chatId: string,
    clientMessageId: string,
    upload: Express.Multer.File | undefined,
  ): Promise<ChatMessageResponse> {
    const earlier = await this.dataSource.getRepository(Message).findOneBy({ senderId: user.id, clientMessageId });
    if (earlier) return this.sending.previouslyStored(user, { chatId, clientMessageId });
    if (!upload) throw new AppError(ErrorCode.FileInvalid, CHAT_ATTACHMENT_MSG.fileRequired);
    // Charged what it sent, as a video is: refused before any work when the quota has no room for it,
    // and checked again, under the person's quota lock, in the transaction that stores the message.
    if ((await this.quota.remaining(user.id)) < upload.size) throw quotaExceeded();
    const prepared = await this.prepare(upload.path);
    const storageName = `${randomUUID()}.${prepared.extension}`;
    await this.objects.put(storageName, prepared.bytes, { contentType: prepared.meta.mimeType });
    try {
      const sent = await this.sending.sendAttachment(
        user,
        {
          chatId,
          clientMessageId,
          content: contentOf[prepared.kind],
          kind: prepared.kind,
          stored: { ...prepared.meta, storageName, sizeBytes: prepared.bytes.length, sentBytes: upload.size },
        },
        (tx) => this.quota.assertFits(tx, user.id, upload.size),
      );
      if (!sent.stored) await this.objects.remove(storageName);
      return sent.message;
    } catch (e) {
      await this.objects.remove(storageName);
      throw e;
    }
  }

  /** A participant's view of a message's file, by ranges (the audio player asks for them). */
  async open(
    viewer: Pick<User, 'id'>,
    chatId: string,
    messageId: string,
    range: string | undefined,
  ): Promise<{ mimeType: string; slice: MediaSlice; partial: boolean } | { unsatisfiable: true; size: number }> {
    await this.chats.assertParticipant(viewer.id, chatId);
    const message = await this.dataSource.getRepository(Message).findOneBy({ id: messageId, chatId });
    if (!message?.attachment) throw new AppError(ErrorCode.NotFound, FILE_MSG.notFound);
    const { storageName, mimeType, sizeBytes: size } = message.attachment;
    const wanted = parseByteRange(range, size);
    if (wanted === 'unsatisfiable') return { unsatisfiable: true, size };
    const { start, end } = wanted ?? { start: 0, end: size - 1 };
    try {
      const stream = await this.objects.open(storageName, wanted ?? undefined);
      return { mimeType, slice: { stream, start, end, size }, partial: wanted !== null };
    } catch (e) {
      if (e instanceof StoredObjectMissing) throw new AppError(ErrorCode.NotFound, FILE_MSG.notFound);
      throw e;
    }
  }

  // The attachments a person sent count what their upload sent (older rows: what was stored).
  private async sentBytes(db: EntityManager, userId: string): Promise<number> {
    const [row] = await db.query<{ bytes: string }[]>(
      `SELECT COALESCE(SUM(COALESCE((attachment->>'sentBytes')::bigint, (attachment->>'sizeBytes')::bigint)), 0) AS bytes
         FROM messages WHERE sender_id = $1 AND attachment IS NOT NULL`,
      [userId],
    );
    return Number(row?.bytes ?? 0);
  }

  /** Typed by its bytes (never by its name or the browser's word): a photo is cleaned, a recording converted. */
  private async prepare(path: string): Promise<Prepared> {
    const mime = (await sniffFileType(path))?.mime ?? '';
    if (PHOTO_TYPES.has(mime)) {
      const clean = await cleanImageOrRefuse(path, CHAT_ATTACHMENT_MSG.photoInvalid);
      return {
        kind: 'photo',
        bytes: clean.data,
        extension: clean.extension,
        meta: { mimeType: clean.mimeType, width: clean.width, height: clean.height },
      };
    }
    if (VOICE_TYPES.has(mime)) return this.convertVoice(path);
    throw new AppError(ErrorCode.FileInvalid, CHAT_ATTACHMENT_MSG.fileInvalid);
  }

  private async convertVoice(path: string): Promise<Prepared> {
    try {
      const note = await convertVoiceNote(path, MAX_VOICE_NOTE_SECONDS, VOICE_TIMEOUT_MS);
      return {
        kind: 'voice',
        bytes: note.bytes,
        extension: 'm4a',
        meta: { mimeType: 'audio/mp4', durationSeconds: note.durationSeconds },
      };
    } catch (e) {
      if (!(e instanceof VoiceRejected)) throw e;
      if (e.reason === 'too-long') throw new AppError(ErrorCode.ValidationFailed, CHAT_ATTACHMENT_MSG.voiceTooLong);
      throw new AppError(ErrorCode.FileInvalid, CHAT_ATTACHMENT_MSG.voiceInvalid);
    }
  }
}
