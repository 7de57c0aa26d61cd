import { Logger } from '@nestjs/common';
import { DataSource, DataSourceOptions } from 'typeorm';
import { underSchemaLock } from './schema-lock';
import { InitialSchema1763800000000 } from './migrations/1763800000000-initial-schema';
import { RealtimeBackbone1763900000000 } from './migrations/1763900000000-realtime-backbone';
import { OutboxLease1764000000000 } from './migrations/1764000000000-outbox-lease';
import { Learning1764100000000 } from './migrations/1764100000000-learning';
import { Marketplace1764200000000 } from './migrations/1764200000000-marketplace';
import { SearchCapitals1764250000000 } from './migrations/1764250000000-search-capitals';
import { ChatNotificationThreads1764300000000 } from './migrations/1764300000000-chat-notification-threads';
import { PasswordResetTokens1764400000000 } from './migrations/1764400000000-password-reset-tokens';
import { WebPush1764500000000 } from './migrations/1764500000000-web-push';
import { OutboxRequestId1764600000000 } from './migrations/1764600000000-outbox-request-id';
import { PurchaseOnce1764700000000 } from './migrations/1764700000000-purchase-once';
import { IdempotentRequests1764800000000 } from './migrations/1764800000000-idempotent-requests';
import { MessageSenderParticipant1764900000000 } from './migrations/1764900000000-message-sender-participant';
import { VideoProcessing1796174360222 } from './migrations/1796174360222-video-processing';
import { Safety1796174397824 } from './migrations/1796174397824-safety';
import { Payments1796174417774 } from './migrations/1796174417774-payments';
import { AccountErasure1796174500000 } from './migrations/1796174500000-account-erasure';
import { VideoUploads1796174510000 } from './migrations/1796174510000-video-uploads';
import { PlanSubscriptions1796174520000 } from './migrations/1796174520000-plan-subscriptions';
import { ChatAttachmentQuota1796174530500 } from './migrations/1796174530500-chat-attachment-quota';
import { PlayerAndCaptions1796183100000 } from './migrations/1796183100000-player-and-captions';
import { ForgivingSearch1796183000000 } from './migrations/1796183000000-forgiving-search';
import { ChatOpenedBy1796182000000 } from './migrations/1796182000000-chat-opened-by';
import { MeetingsAndReviews1796174412634 } from './migrations/1796174412634-meetings-and-reviews';
import { ChatAttachments1796174420000 } from './migrations/1796174420000-chat-attachments';
import { PlanChanges1796185000000 } from './migrations/1796185000000-plan-changes';
import { SkillWishes1796186800000 } from './migrations/1796186800000-skill-wishes';
import { StoryComments1796186810000 } from './migrations/1796186810000-story-comments';
import { TextSizePreference1796186700000 } from './migrations/1796186700000-text-size-preference';
import { HelpRequests1796184000000 } from './migrations/1796184000000-help-requests';
import { TrustedContacts1796184000100 } from './migrations/1796184000100-trusted-contacts';
import { AccountVerifications1796184000200 } from './migrations/1796184000200-account-verifications';
import { LiveClasses1796187000000 } from './migrations/1796187000000-live-classes';
import { PlanStoredOnce1796187200000 } from './migrations/1796187200000-plan-stored-once';
import { POOL_IDLE_TIMEOUT_MS } from './pool-idle';

export const MIGRATIONS = [
  InitialSchema1763800000000,
  RealtimeBackbone1763900000000,
  OutboxLease1764000000000,
  Learning1764100000000,
  Marketplace1764200000000,
  SearchCapitals1764250000000,
  ChatNotificationThreads1764300000000,
  PasswordResetTokens1764400000000,
  WebPush1764500000000,
  OutboxRequestId1764600000000,
  PurchaseOnce1764700000000,
  IdempotentRequests1764800000000,
  MessageSenderParticipant1764900000000,
  VideoProcessing1796174360222,
  Safety1796174397824,
  MeetingsAndReviews1796174412634,
  Payments1796174417774,
  ChatAttachments1796174420000,
  AccountErasure1796174500000,
  VideoUploads1796174510000,
  PlanSubscriptions1796174520000,
  ChatAttachmentQuota1796174530500,
  ForgivingSearch1796183000000,
  PlayerAndCaptions1796183100000,
  ChatOpenedBy1796182000000,
  PlanChanges1796185000000,
  SkillWishes1796186800000,
  StoryComments1796186810000,
  TextSizePreference1796186700000,
  HelpRequests1796184000000,
  TrustedContacts1796184000100,
  AccountVerifications1796184000200,
  LiveClasses1796187000000,
  PlanStoredOnce1796187200000,
];

/**
 * One set of options for the app, the tests and the embedded database: migrations, never synchronize.
 * They run through migrateUnderLock (not TypeORM's migrationsRun), one process at a time. Entities are
 * not listed here: each module registers its own (TypeOrmModule.forFeature, autoLoadEntities).
 */
export const databaseOptions = (url: string): DataSourceOptions => ({
  type: 'postgres',
  url,
  migrations: MIGRATIONS,
  migrationsRun: false,
  migrationsTransactionMode: 'each',
  synchronize: false,
  // The working set lives in memory, so an index probe costs about what a sequential page read does.
  // With PostgreSQL's default (4.0) the chat's group commit joined its messages to a table of a
  // thousand chats by scanning all of them, on every statement, until the table would have grown large
  // enough to tip the plan (docs/decisions/measured-choices.md).
  extra: { max: 20, idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS, options: '-c random_page_cost=1.1' },
});

const CONNECT_ATTEMPTS = 10;
const CONNECT_RETRY_MS = 1000;

/**
 * Connects (retrying while the server is not reachable yet, as when compose starts everything at
 * once) and brings the schema up to date under the schema lock. A failing migration is not retried:
 * it stops the start-up with its own error.
 */
export async function initializeDataSource(options: DataSourceOptions): Promise<DataSource> {
  const logger = new Logger('Database');
  const dataSource = new DataSource(options);
  for (let attempt = 1; ; attempt++) {
    try {
      await dataSource.initialize();
      break;
    } catch (e) {
      if (attempt === CONNECT_ATTEMPTS) throw e;
      logger.warn(`Sin conexión con PostgreSQL (intento ${attempt} de ${CONNECT_ATTEMPTS}): ${(e as Error).message}`);
      await new Promise((r) => setTimeout(r, CONNECT_RETRY_MS));
    }
  }
  try {
    const applied = await underSchemaLock(dataSource, () => dataSource.runMigrations({ transaction: 'each' }));
    if (applied.length) logger.log(`Migraciones aplicadas: ${applied.map((m) => m.name).join(', ')}`);
    return dataSource;
  } catch (e) {
    await dataSource.destroy().catch(() => undefined);
    throw e;
  }
}
