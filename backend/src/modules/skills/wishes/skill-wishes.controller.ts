import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CreateSkillWishDto } from '@conectando/contracts';
import { CurrentUser, SessionUser } from '../../../common/decorators/current-user.decorator';
import { SkillWishesService } from './skill-wishes.service';

@Controller('skill-wishes')
export class SkillWishesController {
  constructor(private readonly wishes: SkillWishesService) {}

  /** Anyone signed in, for themselves: 201 with the wish, the same one when repeated. */
  @Post()
  create(@CurrentUser() user: SessionUser, @Body() dto: CreateSkillWishDto) {
    return this.wishes.create(user.id, dto);
  }

  /** The caller's own wishes. */
  @Get()
  list(@CurrentUser() user: SessionUser) {
    return this.wishes.list(user.id);
  }

  /** Anyone signed in (mentors look): the skills asked for most, counts only, no names. */
  @Get('wanted')
  wanted() {
    return this.wishes.wanted();
  }

  /** The owner only; another person's wish answers 404. */
  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() user: SessionUser, @Param('id', ParseUUIDPipe) id: string) {
    return this.wishes.remove(user.id, id);
  }
}
