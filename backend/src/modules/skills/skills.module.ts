import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from '../users/entities/user.entity';
import { SkillProgress } from './entities/skill-progress.entity';
import { SkillsController } from './skills.controller';
import { SkillsService } from './skills.service';

@Module({
  imports: [TypeOrmModule.forFeature([SkillProgress, User])],
  controllers: [SkillsController],
  providers: [SkillsService],
})
export class SkillsModule {}
