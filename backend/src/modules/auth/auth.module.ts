import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { FilesModule } from '../files/files.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { PasswordService } from './password.service';
import { SessionService } from './session.service';

const emailOf = (req: Record<string, any>) => String((req.body as { email?: unknown } | undefined)?.email ?? '').trim().toLowerCase();

@Module({
  imports: [
    UsersModule,
    FilesModule,
    // Login and register: a window per client address and one per account, so neither a single
    // address nor a botnet aimed at one account gets unlimited guesses; no permanent lockout.
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => [
        { name: 'ip', ttl: config.AUTH_LIMIT_WINDOW_MS, limit: config.AUTH_LIMIT_PER_IP },
        { name: 'account', ttl: config.AUTH_LIMIT_WINDOW_MS, limit: config.AUTH_LIMIT_PER_ACCOUNT, getTracker: emailOf },
      ],
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    PasswordService,
    SessionService,
  ],
  exports: [SessionService, PasswordService],
})
export class AuthModule {}
