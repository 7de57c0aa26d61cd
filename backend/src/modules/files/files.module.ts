import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StoredFile } from './entities/stored-file.entity';
import { FilesController } from './files.controller';
import { FilesPersonalData } from './files.personal-data';
import { FilesService } from './files.service';

@Module({
  imports: [TypeOrmModule.forFeature([StoredFile])],
  controllers: [FilesController],
  providers: [FilesService, FilesPersonalData],
  exports: [FilesService],
})
export class FilesModule {}
