import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  CreateLiveClassDto,
  CreateLiveClassReviewDto,
  LIVE_CLASS_MSG,
  LiveClassDetail,
  LiveClassEnrolment,
  LiveClassesCreated,
  LiveClassesQuery,
  LiveClassJoin,
  LiveClassReviewResponse,
  LiveClassSummary,
  MentorLiveClasses,
  UpdateLiveClassDto,
} from '@conectando/contracts';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { uuidParam } from '../../common/pipes/uuid-param';
import { LiveClassJoins } from './live-class-join.service';
import { LiveClassReviews } from './live-class-reviews.service';
import { LiveClassSeats } from './live-class-seats.service';
import { LiveClassesService } from './live-classes.service';

const classId = uuidParam(LIVE_CLASS_MSG.notFound);

/** Signed-in people. Anyone may read and enrol (not across a block); only the class's mentor changes it. */
@Controller('live-classes')
export class LiveClassesController {
  constructor(
    private readonly classes: LiveClassesService,
    private readonly seats: LiveClassSeats,
    private readonly reviews: LiveClassReviews,
    private readonly joins: LiveClassJoins,
  ) {}

  /** Mentor mode only. */
  @Post()
  create(@CurrentUser() user: SessionUser, @Body() dto: CreateLiveClassDto): Promise<LiveClassesCreated> {
    return this.classes.create(user, dto);
  }

  @Get()
  list(@CurrentUser() user: SessionUser, @Query() query: LiveClassesQuery): Promise<LiveClassSummary[]> {
    return this.classes.list(user.id, query);
  }

  /** A mentor's profile: upcoming classes and their rating. */
  @Get('mentors/:mentorId')
  ofMentor(
    @CurrentUser() user: SessionUser,
    @Param('mentorId', uuidParam(LIVE_CLASS_MSG.notFound)) mentorId: string,
  ): Promise<MentorLiveClasses> {
    return this.classes.ofMentor(user.id, mentorId);
  }

  @Get(':id')
  get(@CurrentUser() user: SessionUser, @Param('id', classId) id: string): Promise<LiveClassDetail> {
    return this.classes.get(user.id, id);
  }

  /** Its mentor only. */
  @Patch(':id')
  update(
    @CurrentUser() user: SessionUser,
    @Param('id', classId) id: string,
    @Body() dto: UpdateLiveClassDto,
  ): Promise<LiveClassDetail> {
    return this.classes.update(user, id, dto);
  }

  /** Its mentor only. */
  @Post(':id/cancel')
  @HttpCode(200)
  cancel(@CurrentUser() user: SessionUser, @Param('id', classId) id: string): Promise<LiveClassDetail> {
    return this.classes.cancel(user, id);
  }

  @Post(':id/enrol')
  enrol(@CurrentUser() user: SessionUser, @Param('id', classId) id: string): Promise<LiveClassEnrolment> {
    return this.seats.enrol(user.id, id);
  }

  /** The person's own seat or place in line. */
  @Delete(':id/enrol')
  @HttpCode(204)
  leave(@CurrentUser() user: SessionUser, @Param('id', classId) id: string): Promise<void> {
    return this.seats.leave(user.id, id);
  }

  /**
   * The mentor or someone with a seat (else 403), from 10 minutes before the start until the end (else
   * 409): an admission into this class's room on the SFU, ending with the class.
   */
  @Get(':id/join')
  join(@CurrentUser() user: SessionUser, @Param('id', classId) id: string): Promise<LiveClassJoin> {
    return this.joins.join(user.id, id);
  }

  /** Someone who had a seat, once the class ended; public at once. */
  @Post(':id/reviews')
  async review(
    @CurrentUser() user: SessionUser,
    @Param('id', classId) id: string,
    @Body() dto: CreateLiveClassReviewDto,
  ): Promise<LiveClassReviewResponse> {
    return this.reviews.create(user.id, await this.classes.visibleTo(user.id, id), dto);
  }

  @Get(':id/reviews')
  async reviewsOf(
    @CurrentUser() user: SessionUser,
    @Param('id', classId) id: string,
  ): Promise<LiveClassReviewResponse[]> {
    await this.classes.visibleTo(user.id, id);
    return this.reviews.of(id);
  }
}
