import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { AccountErasureService } from './account-erasure.service';
import { DataExportService } from './data-export.service';
import { PrivacyController } from './privacy.controller';

/**
 * The person's data rights: their export and their account's erasure. It owns no table: each module
 * registers its own part (PersonalDataRegistry) and this module only runs them.
 */
@Module({
  imports: [AuthModule, UsersModule],
  controllers: [PrivacyController],
  providers: [DataExportService, AccountErasureService],
})
export class PrivacyModule {}
