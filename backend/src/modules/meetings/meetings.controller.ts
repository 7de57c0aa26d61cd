import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  AcceptMeetingDto,
  IceServersResponse,
  MEETING_MSG,
  MeetingResponse,
  MeetingsQuery,
  ProposeMeetingDto,
  RescheduleMeetingDto,
} from '@conectando/contracts';
import type { Response } from 'express';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { uuidParam } from '../../common/pipes/uuid-param';
import { IceServersService } from '../../infra/ice/ice-servers.service';
import { MeetingsService } from './meetings.service';
import { MeetingCalendars } from './meeting-calendars.service';

const meetingId = uuidParam(MEETING_MSG.notFound);

/** Signed-in people: their own meetings only (anyone else's is 404). */
@Controller('meetings')
export class MeetingsController {
  constructor(
    private readonly meetings: MeetingsService,
    private readonly ice: IceServersService,
    private readonly calendars: MeetingCalendars,
  ) {}

  @Post()
  propose(@CurrentUser() user: SessionUser, @Body() dto: ProposeMeetingDto): Promise<MeetingResponse> {
    return this.meetings.propose(user, dto);
  }

  @Get()
  list(@CurrentUser() user: SessionUser, @Query() query: MeetingsQuery): Promise<MeetingResponse[]> {
    return this.meetings.list(user.id, query.scope ?? 'upcoming', query.with);
  }

  @Get(':id')
  get(@CurrentUser() user: SessionUser, @Param('id', meetingId) id: string): Promise<MeetingResponse> {
    return this.meetings.get(user.id, id);
  }

  @Post(':id/accept')
  @HttpCode(200)
  accept(
    @CurrentUser() user: SessionUser,
    @Param('id', meetingId) id: string,
    @Body() dto: AcceptMeetingDto,
  ): Promise<MeetingResponse> {
    return this.meetings.accept(user, id, dto);
  }

  @Post(':id/decline')
  @HttpCode(200)
  decline(@CurrentUser() user: SessionUser, @Param('id', meetingId) id: string): Promise<MeetingResponse> {
    return this.meetings.decline(user, id);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  cancel(@CurrentUser() user: SessionUser, @Param('id', meetingId) id: string): Promise<MeetingResponse> {
    return this.meetings.cancel(user, id);
  }

  @Post(':id/reschedule')
  @HttpCode(200)
  reschedule(
    @CurrentUser() user: SessionUser,
    @Param('id', meetingId) id: string,
    @Body() dto: RescheduleMeetingDto,
  ): Promise<MeetingResponse> {
    return this.meetings.reschedule(user, id, dto);
  }

  @Get(':id/calendar.ics')
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="reunion.ics"')
  async calendar(
    @CurrentUser() user: SessionUser,
    @Param('id', meetingId) id: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const ics = await this.calendars.forParticipant(user.id, id);
    res.setHeader('Cache-Control', 'private, no-store');
    return ics;
  }

  @Get(':id/ice')
  async iceServers(@CurrentUser() user: SessionUser, @Param('id', meetingId) id: string): Promise<IceServersResponse> {
    await this.meetings.findFor(user.id, id);
    return this.ice.forUser(user.id);
  }
}
