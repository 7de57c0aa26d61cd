import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { UpdateSkillsDto } from '@conectando/contracts';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { SkillsService } from './skills.service';

@Controller()
export class SkillsController {
  constructor(private readonly skills: SkillsService) {}

  /** Anyone signed in: the eight categories with their skills. */
  @Get('skill-categories')
  categories() {
    return this.skills.categories();
  }

  /** Anyone signed in: video and mentor counts per category. */
  @Get('category-stats')
  categoryStats() {
    return this.skills.categoryStats();
  }

  /** The user only. */
  @Put('users/:id/skills')
  updateSkills(@CurrentUser() user: SessionUser, @Param('id', ParseUUIDPipe) id: string, @Body() dto: UpdateSkillsDto) {
    return this.skills.updateSkills(user, id, dto);
  }

  /** The user only, in either mode. */
  @Post('users/:id/skills/:skillName/practice')
  practice(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('skillName') skillName: string,
  ) {
    return this.skills.practice(user, id, skillName);
  }

  /** The user only, in either mode. */
  @Post('users/:id/skills/:skillName/complete')
  complete(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('skillName') skillName: string,
  ) {
    return this.skills.complete(user, id, skillName);
  }

  /** The user only. */
  @Get('users/:id/skill-progress')
  progress(@CurrentUser() user: SessionUser, @Param('id', ParseUUIDPipe) id: string) {
    return this.skills.progressOf(user, id);
  }
}
