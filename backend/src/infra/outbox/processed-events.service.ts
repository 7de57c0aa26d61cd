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
      const claimed = await tx.query(
        `INSERT INTO processed_events (consumer, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id`,
        [consumer, eventId],
      );
      if (claimed.length === 0) return null;
      return work(tx);
    });
  }
}
