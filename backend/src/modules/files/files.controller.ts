import { Controller, Get, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { FilesService } from './files.service';

@Controller('files')
export class FilesController {
  constructor(private readonly files: FilesService) {}

  /** Signed-in users; certificates and documents only for their owner and admins. */
  @Get(':id')
  async download(@CurrentUser() viewer: SessionUser, @Param('id', ParseUUIDPipe) id: string, @Res() res: Response) {
    const { file, stream } = await this.files.openForViewer(viewer, id);
    res.set({
      'Content-Type': file.mimeType,
      'Content-Length': String(file.sizeBytes),
      'Content-Disposition': 'inline',
      // Certificates and documents are private papers: no cache keeps them; a profile photo may stay an hour.
      'Cache-Control': file.purpose === 'profile-image' ? 'private, max-age=3600' : 'no-store',
    });
    stream.on('error', () => res.destroy());
    res.on('close', () => stream.destroy());
    stream.pipe(res);
  }
}
