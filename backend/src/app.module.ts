import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { LoggingModule } from './infra/logging/logging.module';
import type { Logger } from 'pino';
import { AdminGuard } from './common/guards/admin.guard';
import { SessionAuthGuard } from './modules/auth/session-auth.guard';
import { databaseOptions, initializeDataSource } from './infra/database/database-options';
import { SessionStoreModule } from './infra/session/session-store.module';
import { StorageModule } from './infra/storage/storage.module';
import { UploadsModule } from './infra/uploads/uploads.module';
import { ShutdownModule } from './infra/process/shutdown';
import { AdminModule } from './modules/admin/admin.module';
import { AuthModule } from './modules/auth/auth.module';
import { FilesModule } from './modules/files/files.module';
import { HealthModule } from './modules/health/health.module';
import { MaintenanceGuard } from './modules/maintenance/maintenance.guard';
import { MaintenanceModule } from './modules/maintenance/maintenance.module';
import { SeedModule } from './modules/seed/seed.module';
import { UsersModule } from './modules/users/users.module';
import { SafetyModule } from './modules/safety/safety.module';
import { ModerationModule } from './modules/moderation/moderation.module';
import { HelpModule } from './modules/help/help.module';
import { TrustedContactsModule } from './modules/trusted-contacts/trusted-contacts.module';
import { MailModule } from './infra/mail/mail.module';
import { RealtimeModule } from './infra/realtime/realtime.module';
import { RedisModule } from './infra/redis/redis.module';
import { CacheModule } from './infra/cache/cache.module';
import { RateLimitModule } from './infra/rate-limit/rate-limiters';
import { ChatModule } from './modules/chat/chat.module';
import { EventsModule } from './infra/events/events.module';
import { PushModule } from './modules/push/push.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { RealtimeGatewayModule } from './modules/realtime-gateway/realtime-gateway.module';
import { ProfileModule } from './modules/profile/profile.module';
import { SkillsModule } from './modules/skills/skills.module';
import { StoriesModule } from './modules/stories/stories.module';
import { VideosModule } from './modules/videos/videos.module';
import { VideoProcessingModule } from './modules/videos/processing/video-processing.module';
import { ApplicationsModule } from './modules/applications/applications.module';
import { OffersModule } from './modules/offers/offers.module';
import { PaymentsModule } from './modules/payments/payments.module';
import { QueueDashboardModule } from './modules/queue-dashboard/queue-dashboard.module';
import { TokensModule } from './modules/tokens/tokens.module';
import { MeetingsModule } from './modules/meetings/meetings.module';
import { LiveRoomModule } from './modules/live-room/live-room.module';
import { ReviewsModule } from './modules/reviews/reviews.module';
import { LiveClassesModule } from './modules/live-classes/live-classes.module';
import { IdempotencyModule } from './infra/idempotency/idempotency.module';
import { PersonalDataModule } from './infra/personal-data/personal-data.registry';
import { StorageQuotaModule } from './infra/storage-quota/storage-quota';
import { PrivacyModule } from './modules/privacy/privacy.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string, logger: Logger): DynamicModule {
    const servesClients = config.APP_ROLE !== 'worker';
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config, databaseUrl),
        LoggingModule.forRoot(logger),
        TypeOrmModule.forRootAsync({
          // initializeDataSource retries the connection itself; a failed migration is never retried.
          useFactory: () => ({ ...databaseOptions(databaseUrl), autoLoadEntities: true, toRetry: () => false }),
          dataSourceFactory: (options) => initializeDataSource(options!),
        }),
        SessionStoreModule.forRoot(),
        ShutdownModule,
        RedisModule,
        CacheModule,
        RateLimitModule,
        EventsModule.forRoot(config),
        IdempotencyModule,
        PersonalDataModule,
        StorageQuotaModule,
        MailModule.forRoot(config),
        StorageModule,
        UploadsModule,
        RealtimeModule.forRoot(config),
        // Before UsersModule: its GET users/:id would otherwise answer GET users/blocked.
        SafetyModule,
        UsersModule,
        AuthModule,
        FilesModule,
        MaintenanceModule,
        AdminModule,
        HealthModule,
        NotificationsModule,
        ChatModule,
        ModerationModule,
        HelpModule,
        TrustedContactsModule,
        VideosModule,
        VideoProcessingModule.forRoot(config),
        StoriesModule,
        SkillsModule,
        ProfileModule,
        TokensModule,
        OffersModule,
        ApplicationsModule,
        PaymentsModule.forRoot(config),
        MeetingsModule,
        LiveRoomModule,
        ReviewsModule,
        LiveClassesModule,
        PrivacyModule,
        QueueDashboardModule,
        PushModule.forRoot(config),
        ...(servesClients ? [RealtimeGatewayModule] : []),
        SeedModule,
      ],
      providers: [
        // Order matters: who you are, then whether the platform is open to you, then admin-only routes.
        { provide: APP_GUARD, useClass: SessionAuthGuard },
        { provide: APP_GUARD, useExisting: MaintenanceGuard },
        { provide: APP_GUARD, useClass: AdminGuard },
      ],
    };
  }
}
