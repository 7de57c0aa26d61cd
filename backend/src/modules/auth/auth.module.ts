import { ValidationDocumentController } from './validation-document.controller';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FilesModule } from '../files/files.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthFormController } from './auth-form.controller';
import { AuthService } from './auth.service';
import { PasswordResetController } from './password-reset/password-reset.controller';
import { PasswordResetService } from './password-reset/password-reset.service';
import { PasswordResetToken } from './entities/password-reset-token.entity';
import { AuthThrottle } from './auth-throttle.service';
import { PasswordService } from './password.service';
import { SessionService } from './session.service';
import { AuthPersonalData } from './auth.personal-data';

@Module({
  imports: [TypeOrmModule.forFeature([PasswordResetToken]), UsersModule, FilesModule],
  controllers: [AuthController, AuthFormController, PasswordResetController, ValidationDocumentController],
  providers: [AuthPersonalData, AuthService, AuthThrottle, PasswordService, PasswordResetService, SessionService],
  exports: [SessionService, PasswordService, AuthThrottle],
})
export class AuthModule {}
