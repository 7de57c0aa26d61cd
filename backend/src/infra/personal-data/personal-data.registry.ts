import { Global, Injectable, Module } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** What one erasure step may do: write in the erasure's transaction, and leave work for after its commit. */
export interface ErasureContext {
  readonly tx: EntityManager;
  readonly userId: string;
  /** Runs once the erasure is committed (object storage, sockets): bytes are never removed for a rollback. */
  readonly afterCommit: (work: () => Promise<void> | void) => void;
}

/** Rows written into the export one by one, so a long history never sits whole in memory. */
export type ExportRows = AsyncIterable<unknown>;

/**
 * One module's share of a person's data: what it writes into their export and how it erases its
 * own rows. Each module registers its part at start-up; the account module only runs them.
 */
export interface PersonalDataPart {
  /** The part's key in the export file. */
  readonly key: string;
  /** Lower erases first: steps that still need the account (closing offers, refunds) come early. */
  readonly eraseOrder: number;
  exportFor(userId: string): Promise<unknown> | ExportRows;
  eraseFor?(ctx: ErasureContext): Promise<void>;
}

/** Erase steps that need the person's rows of other modules still in place (refunds, closing offers). */
export const ERASE_EARLY = 10;
/** Most steps: the module's own rows. */
export const ERASE_NORMAL = 50;
/** Files and the account row itself, once nothing points at them any more. */
export const ERASE_LATE = 90;

export const isExportRows = (value: unknown): value is ExportRows =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

@Injectable()
export class PersonalDataRegistry {
  private readonly registered = new Map<string, PersonalDataPart>();

  register(part: PersonalDataPart): void {
    if (this.registered.has(part.key)) throw new Error(`Personal data part "${part.key}" registered twice`);
    this.registered.set(part.key, part);
  }

  /** In export order: as registered. */
  parts(): PersonalDataPart[] {
    return [...this.registered.values()];
  }

  /** In erasure order. */
  erasers(): (PersonalDataPart & Required<Pick<PersonalDataPart, 'eraseFor'>>)[] {
    return this.parts()
      .filter((p): p is PersonalDataPart & Required<Pick<PersonalDataPart, 'eraseFor'>> => !!p.eraseFor)
      .sort((a, b) => a.eraseOrder - b.eraseOrder);
  }
}

/** Global, so any module can register its part without importing the module that runs them. */
@Global()
@Module({ providers: [PersonalDataRegistry], exports: [PersonalDataRegistry] })
export class PersonalDataModule {}
