import { Inject, Injectable } from '@nestjs/common';
import {
  CHAT_MSG,
  ChatAttachmentKind,
  ChatMessageResponse,
  detectWarningSignals,
  ErrorCode,
  MessageWarning,
  SendMessageDto,
} from '@conectando/contracts';
import { DataSource, EntityManager, Not } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { OutboxService } from '../../infra/events/outbox.service';
import { RealtimeEmitter } from '../../infra/realtime/realtime-emitter.service';
import { ApplicationsService } from '../applications/applications.service';
import { MeetingsService } from '../meetings/meetings.service';
import { BlocksService } from '../safety/blocks.service';
import type { User } from '../users/entities/user.entity';
import { toMessageResponse } from './chat.mapper';
import { ChatService } from './chat.service';
import { ChatParticipant } from './entities/chat-participant.entity';
import { Message, StoredAttachment } from './entities/message.entity';
import { MessageDraft, MessageWriter } from './message-writer';

/** Sending a message (text, photo or voice note): its warning, the write, and the live push. */
@Injectable()
export class ChatSendingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly realtime: RealtimeEmitter,
    private readonly writer: MessageWriter,
    private readonly blocks: BlocksService,
    private readonly meetings: MeetingsService,
    private readonly applications: ApplicationsService,
    private readonly chats: ChatService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    // Unset PUBLIC_URL means loopback, whatever name or address the browser used.
    const origins = [config.PUBLIC_URL, ...config.allowedOrigins];
    const loopback = config.allowedOrigins.length === 0 ? ['localhost', '127.0.0.1'] : [];
    this.ownHosts = [...new Set([...origins.map((o) => new URL(o).hostname), ...loopback])];
  }

  /** Our site's hosts: a link to them takes no one elsewhere. */
  private readonly ownHosts: string[];

  /**
   * The latency path (docs/decisions/chat-sequencing.md): store with the next sequence number, raise chat.message.created in
   * the same transaction, then push to the chat's room (but not back to the sending socket, which
   * gets the message in its ack). A retried send returns the stored message.
   * It is one statement (one round trip, atomic on its own): membership check, sequence, insert and the
   * outbox row, so no row lock waits on this process between statements; MessageWriter writes the
   * sends of one event-loop turn in one such statement.
   */
  async send(user: Pick<User, 'id'>, dto: SendMessageDto, fromSocketId?: string): Promise<ChatMessageResponse> {
    const { message } = await this.deliver(
      user,
      { ...dto, warning: await this.warningFor(user.id, dto.chatId, dto.content) },
      fromSocketId,
    );
    return message;
  }

  /**
   * A photo or voice note already in the storage, sent as a message the same way as text (sequence,
   * outbox event, live push), once `check` passed in the transaction that writes it. `stored` is false
   * when nothing was written (a retry, or the chat was closed to the sender meanwhile): the caller then
   * removes its file, as it does when `check` throws.
   */
  async sendAttachment(
    user: Pick<User, 'id'>,
    draft: {
      chatId: string;
      clientMessageId: string;
      content: string;
      kind: ChatAttachmentKind;
      stored: StoredAttachment;
    },
    check: (tx: EntityManager) => Promise<void>,
  ): Promise<{ message: ChatMessageResponse; stored: boolean }> {
    return this.deliver(
      user,
      {
        chatId: draft.chatId,
        clientMessageId: draft.clientMessageId,
        content: draft.content,
        warning: null,
        attachment: { kind: draft.kind, stored: draft.stored },
      },
      undefined,
      check,
    );
  }

  /** A retried send answers with what was stored the first time; anything else is not the user's chat. */
  async previouslyStored(
    user: Pick<User, 'id'>,
    dto: Pick<SendMessageDto, 'chatId' | 'clientMessageId'>,
  ): Promise<ChatMessageResponse> {
    const existing = await this.dataSource
      .getRepository(Message)
      .findOneBy({ senderId: user.id, clientMessageId: dto.clientMessageId });
    if (!existing) {
      const other = await this.chats.otherParticipant(user.id, dto.chatId);
      if (other) await this.blocks.assertMayTalk(user.id, other);
      throw new AppError(ErrorCode.NotFound, CHAT_MSG.chatNotFound);
    }
    if (existing.chatId !== dto.chatId) throw new AppError(ErrorCode.ValidationFailed, CHAT_MSG.sendFailed);
    return toMessageResponse(existing);
  }

  /**
   * The warning a text calls for (the writer stores it only in a chat younger than 30 days): money
   * always; contact only between two people with no confirmed meeting and no award together.
   */
  private async warningFor(senderId: string, chatId: string, content: string): Promise<MessageWarning | null> {
    const signals = detectWarningSignals(content, this.ownHosts);
    if (signals.money) return 'money';
    if (!signals.contact) return null;
    const other = await this.dataSource
      .getRepository(ChatParticipant)
      .findOne({ where: { chatId, userId: Not(senderId) }, select: { userId: true } });
    if (!other) return 'contact';
    const [met, awarded] = await Promise.all([
      this.meetings.haveConfirmedMeeting(senderId, other.userId),
      this.applications.haveAward(senderId, other.userId),
    ]);
    return met || awarded ? null : 'contact';
  }

  private async deliver(
    user: Pick<User, 'id'>,
    draft: Pick<MessageDraft, 'chatId' | 'clientMessageId' | 'content' | 'warning' | 'attachment'>,
    fromSocketId?: string,
    check?: (tx: EntityManager) => Promise<void>,
  ): Promise<{ message: ChatMessageResponse; stored: boolean }> {
    const full: MessageDraft = {
      chatId: draft.chatId,
      senderId: user.id,
      clientMessageId: draft.clientMessageId,
      content: draft.content,
      requestId: this.outbox.requestId(),
      warning: draft.warning,
      ...(draft.attachment && { attachment: draft.attachment }),
    };
    const stored = await (check ? this.writer.writeChecked(full, check) : this.writer.write(full));
    // No row: not a participant, a blocked pair, or this client id was stored before (then nothing changed).
    if (!stored) return { message: await this.previouslyStored(user, draft), stored: false };
    // Its event only tells recipients with no live socket: it may share a relay round with others.
    this.outbox.committed('soon');
    const response = toMessageResponse(stored);
    // The sending socket gets the message in its ack; the sender's other devices get it here.
    if (fromSocketId) this.realtime.toChatExcept(draft.chatId, fromSocketId, 'chat:message', response);
    else this.realtime.toChat(draft.chatId, 'chat:message', response);
    return { message: response, stored: true };
  }
}
