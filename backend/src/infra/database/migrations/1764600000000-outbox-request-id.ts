import { MigrationInterface, QueryRunner } from 'typeorm';

/** The id of the request (or socket event) that raised an event, carried into its BullMQ job and logs. */
export class OutboxRequestId1764600000000 implements MigrationInterface {
  name = 'OutboxRequestId1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox ADD COLUMN request_id varchar(100)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox DROP COLUMN request_id`);
  }
}
