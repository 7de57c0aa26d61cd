import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/**
 * BullMQ delivers at least once: a consumer's work and the record that it was done commit together,
 * so a re-run of the same event finds the record and changes nothing twice.
 */
@Injectable()
export class ProcessedEventsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Runs `work` unless `consumer` already handled `eventId`; returns its result, or null when skipped. */
  runOnce<T>(consumer: string, eventId: string, work: (tx: EntityManager) => Promise<T>): Promise<T | null> {
    return this.dataSource.transaction(async (tx) => {
      const claimed: unknown[] = await tx.query(
        `INSERT INTO processed_events (consumer, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id`,
        [consumer, eventId],
      );
      if (claimed.length === 0) return null;
      return work(tx);
    });
  }

  /**
   * Claims `eventId` for `consumer` in one autocommitted statement, for work with nothing else to
   * commit (a live push): true the first time only.
   */
  async claim(consumer: string, eventId: string): Promise<boolean> {
    const claimed: unknown[] = await this.dataSource.query(
      `INSERT INTO processed_events (consumer, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id`,
      [consumer, eventId],
    );
    return claimed.length > 0;
  }
}
