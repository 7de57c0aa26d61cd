import { Body, Controller, HttpCode, Put } from '@nestjs/common';
import { ResubmitDocumentDto } from '@conectando/contracts';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { AuthService } from './auth.service';

/** A declined professional or institution sends a new document; only for their own account. */
@Controller('me')
export class ValidationDocumentController {
  constructor(private readonly auth: AuthService) {}

  @Put('validation-document')
  @HttpCode(204)
  async resubmit(@CurrentUser() user: SessionUser, @Body() dto: ResubmitDocumentDto): Promise<void> {
    await this.auth.resubmitDocument(user.id, dto.document);
  }
}
