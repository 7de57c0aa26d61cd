import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CreateChatDto, MessagesQueryDto, SendMessageDto } from '@conectando/contracts';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { ChatService } from './chat.service';

/** A session; each route answers only about the user's own chats. */
@Controller()
export class ChatController {
  constructor(private readonly chats: ChatService) {}

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
    return this.chats.send(user, dto);
  }
}
