import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { VideosModule } from '../videos/videos.module';
import { SkillProgress } from './entities/skill-progress.entity';
import { SkillWish, SkillWishNotice } from './entities/skill-wish.entity';
import { SkillsController } from './skills.controller';
import { SkillsService } from './skills.service';
import { SkillsPersonalData } from './skills.personal-data';
import { SkillWishesController } from './wishes/skill-wishes.controller';
import { SkillWishesListener } from './wishes/skill-wishes.listener';
import { SkillWishesService } from './wishes/skill-wishes.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([SkillProgress, SkillWish, SkillWishNotice]),
    UsersModule,
    VideosModule,
    NotificationsModule,
  ],
  controllers: [SkillsController, SkillWishesController],
  providers: [SkillsPersonalData, SkillsService, SkillWishesService, SkillWishesListener],
})
export class SkillsModule {}
