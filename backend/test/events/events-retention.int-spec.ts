import { EventsRetention } from '../../src/infra/events/events-retention.service';
import { createTestApp, TestApp } from '../support/test-app';

/** The outbox and the processed-events ledger keep what may still be needed, and only that. */
describe('events retention', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ OUTBOX_RETENTION_SECONDS: '3600' })));
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  it('should delete relayed events past the retention and ledger rows past theirs, keeping the rest', async () => {
    const outbox = (relayedAgo: string | null) =>
      t.db.query(
        `INSERT INTO outbox (name, payload, created_at, relayed_at)
         VALUES ('maintenance.changed', '{}', now() - interval '2 days',
                 CASE WHEN $1::interval IS NULL THEN NULL ELSE now() - $1::interval END)
         RETURNING id`,
        [relayedAgo],
      );
    const [[oldRelayed], [recentRelayed], [neverRelayed]] = [
      await outbox('2 hours'),
      await outbox('10 minutes'),
      await outbox(null),
    ];
    await t.db.query(
      `INSERT INTO processed_events (consumer, event_id, processed_at)
       VALUES ('bench', 1, now() - interval '9 days'), ('bench', 2, now() - interval '6 days')`,
    );

    expect(await t.app.get(EventsRetention).prune()).toEqual({ outbox: 1, processedEvents: 1 });

    const ids = (await t.db.query(`SELECT id FROM outbox ORDER BY id`)).map((r: { id: string }) => r.id);
    expect(ids).toEqual([recentRelayed.id, neverRelayed.id]);
    expect(ids).not.toContain(oldRelayed.id);
    expect(await t.db.query(`SELECT event_id FROM processed_events`)).toEqual([{ event_id: '2' }]);
  });
});
