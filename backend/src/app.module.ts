import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ServeStaticModule } from '@nestjs/serve-static';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { AdminGuard } from './common/guards/admin.guard';
import { SessionAuthGuard } from './common/guards/session-auth.guard';
import { databaseOptions } from './infra/database/database-options';
import { SessionStoreModule } from './infra/session/session-store.module';
import { StorageModule } from './infra/storage/storage.module';
import { AdminModule } from './modules/admin/admin.module';
import { AuthModule } from './modules/auth/auth.module';
import { FilesModule } from './modules/files/files.module';
import { HealthModule } from './modules/health/health.module';
import { MaintenanceGuard } from './modules/maintenance/maintenance.guard';
import { MaintenanceModule } from './modules/maintenance/maintenance.module';
import { SeedModule } from './modules/seed/seed.module';
import { UsersModule } from './modules/users/users.module';
import { MailModule } from './infra/mail/mail.module';
import { OutboxModule } from './infra/outbox/outbox.module';
import { WorkerRealtimeEmitter } from './infra/realtime/worker-emitter.service';
import { RealtimeInfraModule } from './infra/realtime/realtime.module';
import { RedisModule } from './infra/redis/redis.module';
import { ChatModule } from './modules/chat/chat.module';
import { DomainEventsModule } from './modules/domain-events/domain-events.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { RealtimeGatewayModule } from './modules/realtime/realtime.module';
import { ProfileModule } from './modules/profile/profile.module';
import { SkillsModule } from './modules/skills/skills.module';
import { StoriesModule } from './modules/stories/stories.module';
import { VideosModule } from './modules/videos/videos.module';
import { MarketplaceModule } from './modules/marketplace/marketplace.module';

export const FRONTEND_DIST = join(__dirname, '..', '..', 'frontend', 'dist');

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    // The built client is served from the same origin when it exists (npm start); tests run without it.
    const frontend = existsSync(join(FRONTEND_DIST, 'index.html'))
      ? [ServeStaticModule.forRoot({ rootPath: FRONTEND_DIST, exclude: ['/api/{*path}', '/socket.io/{*path}'] })]
      : [];
    const servesClients = config.APP_ROLE !== 'worker';
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config, databaseUrl),
        TypeOrmModule.forRoot(databaseOptions(databaseUrl)),
        SessionStoreModule.forRoot(),
        RedisModule,
        OutboxModule,
        MailModule,
        StorageModule,
        RealtimeInfraModule,
        ...frontend,
        UsersModule,
        AuthModule,
        FilesModule,
        MaintenanceModule,
        AdminModule,
        HealthModule,
        NotificationsModule,
        ChatModule,
        VideosModule,
        StoriesModule,
        SkillsModule,
        ProfileModule,
        MarketplaceModule,
        DomainEventsModule.forRoot(config),
        ...(servesClients ? [RealtimeGatewayModule] : []),
        SeedModule,
      ],
      providers: [
        ...(servesClients ? [] : [WorkerRealtimeEmitter]),
        // Order matters: who you are, then whether the platform is open to you, then admin-only routes.
        { provide: APP_GUARD, useClass: SessionAuthGuard },
        { provide: APP_GUARD, useExisting: MaintenanceGuard },
        { provide: APP_GUARD, useClass: AdminGuard },
      ],
    };
  }
}
