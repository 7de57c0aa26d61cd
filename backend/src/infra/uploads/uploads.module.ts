import { Global, Module } from '@nestjs/common';
import { MultipartIntake } from './multipart-intake';

/** The one multipart intake every upload route uses (docs/architecture.md, "Files"). */
@Global()
@Module({ providers: [MultipartIntake], exports: [MultipartIntake] })
export class UploadsModule {}
