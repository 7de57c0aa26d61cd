import { Inject, Injectable, Logger } from '@nestjs/common';
import { AccountType } from '@conectando/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { PasswordService } from '../auth/password.service';
import { FilesService } from '../files/files.service';
import { UsersService, UserFiles } from '../users/users.service';
import { DemoVideosSeeder } from '../videos/demo-videos.seeder';
import { MarketplaceSeeder } from './marketplace.seeder';
import { underSchemaLock } from '../../infra/database/schema-lock';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DemoAccount } from './demo-accounts';
import { demoPdf, demoPng } from './demo-files';

const DAY_MS = 24 * 3600 * 1000;

/** Fills an empty database with the demo accounts (docs/decisions/runtime-without-services.md), unless SEED_DEMO=false. */
@Injectable()
export class SeedService {
  private readonly logger = new Logger(SeedService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly passwords: PasswordService,
    private readonly files: FilesService,
    private readonly demoVideos: DemoVideosSeeder,
    private readonly demoMarketplace: MarketplaceSeeder,
    private readonly users: UsersService,
  ) {}

  async seedIfEmpty(): Promise<void> {
    if (!this.config.SEED_DEMO) return;
    // Instances starting together on an empty database: the first seeds, the others find it done.
    await underSchemaLock(this.dataSource, async () => {
      if (await this.users.hasAny()) return;
      await this.seed();
    });
  }

  /** The demo accounts present, when demo data is on (for the start-up log). */
  async demoAccounts(): Promise<string[]> {
    if (!this.config.SEED_DEMO) return [];
    const rows: { email: string }[] = await this.dataSource.query(
      `SELECT email FROM users WHERE email = ANY($1) ORDER BY email`,
      [DEMO_ACCOUNTS.map((a) => a.email)],
    );
    return rows.map((r) => r.email);
  }

  private async seed(): Promise<void> {
    const passwordHash = await this.passwords.hash(DEMO_PASSWORD);
    const written: string[] = [];
    try {
      await this.dataSource.transaction(async (tx) => {
        for (const account of DEMO_ACCOUNTS) await this.createAccount(tx, account, passwordHash, written);
        await this.demoVideos.seed(tx, written);
        await this.demoMarketplace.seed(tx);
      });
    } catch (e) {
      await this.files.discard(written);
      throw e;
    }
    this.logger.log(`Datos de demostración creados: ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
  }

  private async createAccount(tx: EntityManager, a: DemoAccount, passwordHash: string, written: string[]) {
    const createdAt = new Date(Date.now() - (a.registeredDaysAgo ?? 30) * DAY_MS);
    const user = await this.users.create(tx, {
      name: a.name,
      email: a.email,
      passwordHash,
      accountType: a.accountType,
      mode: a.mode,
      isAdmin: a.isAdmin ?? false,
      isValidated: a.isValidated,
      validatedAt: a.isValidated && a.accountType !== AccountType.Persona ? createdAt : null,
      bio: a.bio ?? null,
      region: a.region,
      country: 'chile',
      location: a.region,
      birthDate: a.birthDate ?? null,
      gender: null,
      skills: a.skills ?? [],
      specialty: a.specialty ?? null,
      institutionName: a.institution?.name ?? null,
      institutionEmail: a.institution?.email ?? null,
      legalRepresentative: a.institution?.legalRepresentative ?? null,
      acceptNotifications: true,
      createdAt,
    });
    const files: UserFiles = {};
    if (a.accountType === AccountType.Profesional) {
      files.certificateFileId = (await this.files.store(tx, user.id, 'certificate', demoPdf(), written)).id;
    }
    if (a.accountType === AccountType.Institucion) {
      files.institutionDocumentFileId = (
        await this.files.store(tx, user.id, 'institution-document', demoPng(), written)
      ).id;
    }
    await this.users.attachFiles(tx, user, files);
  }
}
