import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlocksController } from './blocks.controller';
import { BlocksService } from './blocks.service';
import { UserBlock } from './entities/user-block.entity';
import { SafetyPersonalData } from './safety.personal-data';

/** Blocks between people: other modules ask BlocksService whether two people may talk. */
@Module({
  imports: [TypeOrmModule.forFeature([UserBlock])],
  controllers: [BlocksController],
  providers: [SafetyPersonalData, BlocksService],
  exports: [BlocksService],
})
export class SafetyModule {}
