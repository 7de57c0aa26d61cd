import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { SkillProgress } from './entities/skill-progress.entity';
import { SkillsController } from './skills.controller';
import { SkillsService } from './skills.service';
import { SkillsPersonalData } from './skills.personal-data';

@Module({
  imports: [TypeOrmModule.forFeature([SkillProgress]), UsersModule],
  controllers: [SkillsController],
  providers: [SkillsPersonalData, SkillsService],
})
export class SkillsModule {}
