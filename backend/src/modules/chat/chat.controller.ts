import {
  Body,
  Controller,
  Get,
  Headers,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Req,
  Res,
  UseInterceptors,
} from '@nestjs/common';
import {
  CreateChatDto,
  MessagesQueryDto,
  SendChatAttachmentDto,
  SendMessageDto,
  VIDEO_MSG,
} from '@conectando/contracts';
import type { Request, Response } from 'express';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { sendMedia } from '../../common/http/media-response';
import { ChatAttachmentInterceptor, uploadedAttachmentOf } from './chat-attachment.interceptor';
import { ChatAttachmentsService } from './chat-attachments.service';
import { ChatSendingService } from './chat-sending.service';
import { ChatService } from './chat.service';

/** A session; each route answers only about the user's own chats. */
@Controller()
export class ChatController {
  constructor(
    private readonly chats: ChatService,
    private readonly sending: ChatSendingService,
    private readonly attachments: ChatAttachmentsService,
  ) {}

  @Get('chats/user/:userId')
  list(@CurrentUser() user: SessionUser, @Param('userId', ParseUUIDPipe) userId: string) {
    return this.chats.list(user, userId);
  }

  @Post('chats')
  open(@CurrentUser() user: SessionUser, @Body() dto: CreateChatDto) {
    return this.chats.open(user, dto);
  }

  @Get('chats/:chatId/messages')
  messages(
    @CurrentUser() user: SessionUser,
    @Param('chatId', ParseUUIDPipe) chatId: string,
    @Query() query: MessagesQueryDto,
  ) {
    const int = (v: number | string | undefined) => (v === undefined ? undefined : Number(v));
    return this.chats.messages(user, chatId, {
      after: int(query.after),
      before: int(query.before),
      limit: int(query.limit),
    });
  }

  /** The HTTP twin of the socket's chat:send, for clients without a live socket. */
  @Post('messages')
  send(@CurrentUser() user: SessionUser, @Body() dto: SendMessageDto) {
    return this.sending.send(user, dto);
  }

  /**
   * A participant of the chat, not blocked: multipart with a photo or a voice recording in `file` and
   * `clientMessageId`. 201 with the message (kind 'photo' or 'voice'), delivered live like text.
   */
  @Post('chats/:chatId/attachments')
  @UseInterceptors(ChatAttachmentInterceptor)
  sendAttachment(
    @CurrentUser() user: SessionUser,
    @Param('chatId', ParseUUIDPipe) chatId: string,
    @Body() dto: SendChatAttachmentDto,
    @Req() req: Request,
  ) {
    return this.attachments.send(user, chatId, dto.clientMessageId, uploadedAttachmentOf(req));
  }

  /** The chat's participants only (others 404): a message's photo or voice note, with HTTP Range support. */
  @Get('chats/:chatId/attachments/:messageId')
  async attachment(
    @CurrentUser() user: SessionUser,
    @Param('chatId', ParseUUIDPipe) chatId: string,
    @Param('messageId', ParseUUIDPipe) messageId: string,
    @Headers('range') range: string | undefined,
    @Res() res: Response,
  ) {
    const opened = await this.attachments.open(user, chatId, messageId, range);
    if ('unsatisfiable' in opened) {
      res
        .status(416)
        .set('Content-Range', `bytes */${opened.size}`)
        .json({ statusCode: 416, code: 'RANGE_NOT_SATISFIABLE', message: VIDEO_MSG.rangeNotSatisfiable });
      return;
    }
    sendMedia(res, opened.mimeType, opened.slice, opened.partial);
  }
}
