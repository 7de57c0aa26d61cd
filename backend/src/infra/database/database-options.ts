import { DataSourceOptions } from 'typeorm';
import { AccountValidation } from '../../modules/admin/entities/account-validation.entity';
import { StoredFile } from '../../modules/files/entities/stored-file.entity';
import { AppSetting } from '../../modules/maintenance/entities/app-setting.entity';
import { User } from '../../modules/users/entities/user.entity';
import { InitialSchema1763800000000 } from './migrations/1763800000000-initial-schema';
import { RealtimeBackbone1763900000000 } from './migrations/1763900000000-realtime-backbone';
import { OutboxLease1764000000000 } from './migrations/1764000000000-outbox-lease';
import { Chat } from '../../modules/chat/entities/chat.entity';
import { ChatParticipant } from '../../modules/chat/entities/chat-participant.entity';
import { Message } from '../../modules/chat/entities/message.entity';
import { Notification } from '../../modules/notifications/entities/notification.entity';
import { SkillVideo } from '../../modules/videos/entities/skill-video.entity';
import { SavedVideo, StoryLike, WatchedVideo } from '../../modules/videos/entities/video-marks.entity';
import { SkillProgress } from '../../modules/skills/entities/skill-progress.entity';
import { Learning1764100000000 } from './migrations/1764100000000-learning';
import { Marketplace1764200000000 } from './migrations/1764200000000-marketplace';
import { SearchCapitals1764250000000 } from './migrations/1764250000000-search-capitals';
import { ChatNotificationThreads1764300000000 } from './migrations/1764300000000-chat-notification-threads';

export const ENTITIES = [User, StoredFile, AccountValidation, AppSetting, Notification, Chat, ChatParticipant, Message, SkillVideo, SavedVideo, WatchedVideo, StoryLike, SkillProgress];
export const MIGRATIONS = [InitialSchema1763800000000, RealtimeBackbone1763900000000, OutboxLease1764000000000, Learning1764100000000, Marketplace1764200000000, SearchCapitals1764250000000, ChatNotificationThreads1764300000000];

/** One set of options for the app, the tests and the embedded database: migrations, never synchronize. */
export const databaseOptions = (url: string): DataSourceOptions => ({
  type: 'postgres',
  url,
  entities: ENTITIES,
  migrations: MIGRATIONS,
  migrationsRun: true,
  migrationsTransactionMode: 'each',
  synchronize: false,
  extra: { max: 20 },
});
