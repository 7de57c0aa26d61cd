import { DataSourceOptions } from 'typeorm';
import { AccountValidation } from '../../modules/admin/entities/account-validation.entity';
import { StoredFile } from '../../modules/files/entities/stored-file.entity';
import { AppSetting } from '../../modules/maintenance/entities/app-setting.entity';
import { User } from '../../modules/users/entities/user.entity';
import { InitialSchema1763800000000 } from './migrations/1763800000000-initial-schema';

export const ENTITIES = [User, StoredFile, AccountValidation, AppSetting];
export const MIGRATIONS = [InitialSchema1763800000000];

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
