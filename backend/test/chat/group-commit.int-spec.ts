import { randomUUID } from 'node:crypto';
import { CHAT_MSG } from '@conectando/contracts';
import { ChatSendingService } from '../../src/modules/chat/chat-sending.service';
import { WRITE_MANY_SQL } from '../../src/modules/chat/message-writer';
import type { User } from '../../src/modules/users/entities/user.entity';
import { openChat, personaPayload, signedUp } from '../support/factories';
import { eventually } from '../support/sockets';
import { appPerSuite } from '../support/suite-app';

/**
 * Sends that arrive in the same turn of the event loop share one statement (MessageWriter). Whatever
 * shares it, each message gets what a message sent alone gets.
 */
describe('messages sent at the same moment', () => {
  const { t } = appPerSuite();
  let chats: ChatSendingService;
  beforeAll(() => {
    chats = t.app.get(ChatSendingService);
  });

  const person = async (name: string) => signedUp(t, personaPayload({ name }));
  const as = (who: { user: { id: string } }) => ({ id: who.user.id }) as User;
  const send = (who: { user: { id: string } }, chatId: string, content: string, clientMessageId = randomUUID()) =>
    chats.send(as(who), { chatId, clientMessageId, content });
  /** A first try of a message, written by another connection that has not committed yet. */
  const uncommittedFirstTry = async (chatId: string, who: { user: { id: string } }, seq: number) => {
    const runner = t.db.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    const clientMessageId = randomUUID();
    await runner.query(
      `INSERT INTO messages (chat_id, seq, sender_id, client_message_id, content) VALUES ($1, $2, $3, $4, 'Primer intento')`,
      [chatId, seq, who.user.id, clientMessageId],
    );
    const commit = async () => {
      await runner.commitTransaction();
      await runner.release();
    };
    return { clientMessageId, commit };
  };
  /** Statements of the writer (named by a fragment of their SQL) waiting on a row lock. */
  const waitingOnLocks = async (fragment: string): Promise<number> =>
    (
      await t.db.query(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE $1`,
        [`%${fragment}%`],
      )
    )[0].waiting;
  const events = async () =>
    (await t.db.query(`SELECT payload FROM outbox WHERE name = 'chat.message.created' ORDER BY id`)).map(
      (r: { payload: { chatId: string; seq: number; recipientIds: string[] } }) => r.payload,
    );

  it('should number each chat’s messages in the order they came, with one event each', async () => {
    const [ana, beto, carla] = [await person('Ana'), await person('Beto'), await person('Carla')];
    const anaBeto = (await openChat(ana, beto)).id;
    const betoCarla = (await openChat(beto, carla)).id;

    const sent = await Promise.all([
      send(ana, anaBeto, 'Hola Beto'),
      send(carla, betoCarla, 'Hola Beto, soy Carla'),
      send(ana, anaBeto, '¿Vienes al taller?'),
      send(beto, betoCarla, 'Hola Carla'),
    ]);

    expect(sent.map((m) => [m.chatId, m.seq, m.content])).toEqual([
      [anaBeto, 1, 'Hola Beto'],
      [betoCarla, 1, 'Hola Beto, soy Carla'],
      [anaBeto, 2, '¿Vienes al taller?'],
      [betoCarla, 2, 'Hola Carla'],
    ]);
    const stored = await t.db.query(`SELECT chat_id, seq, content FROM messages ORDER BY chat_id, seq`);
    expect(stored).toHaveLength(4);
    expect(await events()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ chatId: anaBeto, seq: 1, recipientIds: [beto.user.id] }),
        expect.objectContaining({ chatId: anaBeto, seq: 2, recipientIds: [beto.user.id] }),
        expect.objectContaining({ chatId: betoCarla, seq: 1, recipientIds: [beto.user.id] }),
        expect.objectContaining({ chatId: betoCarla, seq: 2, recipientIds: [carla.user.id] }),
      ]),
    );
    expect(await events()).toHaveLength(4);
  });

  it('should refuse only the message to a chat its sender is not in', async () => {
    const [ana, beto, carla] = [await person('Ana'), await person('Beto'), await person('Carla')];
    const anaBeto = (await openChat(ana, beto)).id;
    const betoCarla = (await openChat(beto, carla)).id;

    const [mine, intruding] = await Promise.allSettled([
      send(ana, anaBeto, 'Hola Beto'),
      send(ana, betoCarla, 'Me meto en su conversación'),
    ]);

    expect(mine).toMatchObject({ status: 'fulfilled', value: { chatId: anaBeto, seq: 1 } });
    expect(intruding).toMatchObject({ status: 'rejected', reason: { message: CHAT_MSG.chatNotFound } });
    expect(await t.db.query(`SELECT content FROM messages`)).toEqual([{ content: 'Hola Beto' }]);
    expect(await events()).toHaveLength(1);
  });

  it('should store the others when one of them meets a send of the same id still being committed', async () => {
    const [ana, beto, carla] = [await person('Ana'), await person('Beto'), await person('Carla')];
    const anaBeto = (await openChat(ana, beto)).id;
    const betoCarla = (await openChat(beto, carla)).id;
    const firstTry = await uncommittedFirstTry(anaBeto, ana, 7);

    const both = Promise.all([
      send(ana, anaBeto, 'Reintento', firstTry.clientMessageId),
      send(carla, betoCarla, 'Hola Beto'),
    ]);
    // The shared statement waits on the first try's row.
    await eventually(async () => expect(await waitingOnLocks('unnest')).toBe(1));
    await firstTry.commit();

    const [again, carlas] = await both;
    expect(again).toMatchObject({ chatId: anaBeto, seq: 7, content: 'Primer intento' });
    expect(carlas).toMatchObject({ chatId: betoCarla, seq: 1, content: 'Hola Beto' });
    expect(await events()).toEqual([expect.objectContaining({ chatId: betoCarla, seq: 1 })]);
  });

  it('should gather the sends that come while a statement is being written into the next one', async () => {
    const [ana, beto, carla, dani] = await Promise.all(['Ana', 'Beto', 'Carla', 'Dani'].map(person));
    const anaBeto = (await openChat(ana, beto)).id;
    const others = await Promise.all(
      [
        [carla, dani],
        [ana, dani],
        [beto, carla],
      ].map(async ([a, b]) => [a, (await openChat(a, b)).id] as const),
    );
    // The statement that retries a first try still being committed waits on its row.
    const firstTry = await uncommittedFirstTry(anaBeto, ana, 9);
    const retry = send(ana, anaBeto, 'Reintento', firstTry.clientMessageId);
    await eventually(async () => expect(await waitingOnLocks('bumped')).toBe(1));

    // Three sends in three turns of the event loop, while that statement waits.
    const later: Promise<unknown>[] = [];
    for (const [who, chatId] of others) {
      later.push(send(who, chatId, 'Mientras tanto'));
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await t.db.query(`SELECT 1 FROM messages WHERE content = 'Mientras tanto'`)).toEqual([]);

    await firstTry.commit();
    expect(await retry).toMatchObject({ chatId: anaBeto, seq: 9, content: 'Primer intento' });
    await Promise.all(later);
    // One statement, one transaction: the three share its timestamp.
    const stored = await t.db.query(`SELECT DISTINCT created_at FROM messages WHERE content = 'Mientras tanto'`);
    expect(stored).toHaveLength(1);
  });

  it('should store a photo and a voice note sent with text at the same moment, each with its own file', async () => {
    const [ana, beto, carla, dora] = [
      await person('Ana'),
      await person('Beto'),
      await person('Carla'),
      await person('Dora'),
    ];
    const [anaBeto, anaCarla, anaDora] = [
      (await openChat(ana, beto)).id,
      (await openChat(ana, carla)).id,
      (await openChat(ana, dora)).id,
    ];
    const photo = { storageName: 'a.jpg', mimeType: 'image/jpeg', sizeBytes: 10, width: 20, height: 40 };
    const voice = { storageName: 'b.m4a', mimeType: 'audio/mp4', sizeBytes: 30, durationSeconds: 2.1 };
    const attach = (chatId: string, kind: 'photo' | 'voice', stored: typeof photo | typeof voice) =>
      chats.sendAttachment(
        as(ana),
        { chatId, clientMessageId: randomUUID(), content: kind, kind, stored },
        async () => undefined,
      );
    const [text, sentPhoto, sentVoice] = await Promise.all([
      send(ana, anaBeto, 'Hola'),
      attach(anaCarla, 'photo', photo),
      attach(anaDora, 'voice', voice),
    ]);
    expect(text).not.toHaveProperty('kind');
    expect(sentPhoto.message).toMatchObject({
      kind: 'photo',
      attachment: { mimeType: 'image/jpeg', width: 20, height: 40 },
    });
    expect(sentVoice.message).toMatchObject({
      kind: 'voice',
      attachment: { mimeType: 'audio/mp4', durationSeconds: 2.1 },
    });
    const rows = await t.db.query(`SELECT kind, attachment FROM messages ORDER BY kind`);
    expect(rows.map((r: { kind: string; attachment: unknown }) => [r.kind, r.attachment])).toEqual([
      ['photo', photo],
      ['text', null],
      ['voice', voice],
    ]);
  });

  it('should refuse, in the database too, a message whose sender is not in its chat', async () => {
    const [ana, beto, carla] = [await person('Ana'), await person('Beto'), await person('Carla')];
    const anaBeto = (await openChat(ana, beto)).id;

    await expect(
      t.db.query(
        `INSERT INTO messages (chat_id, seq, sender_id, client_message_id, content) VALUES ($1, 1, $2, $3, 'Intrusa')`,
        [anaBeto, carla.user.id, randomUUID()],
      ),
    ).rejects.toThrow(/messages_sender_participant_fkey/);
  });

  it('should find the chats it writes to by key, however many chats there are', async () => {
    await t.db.query(`INSERT INTO chats (pair_key) SELECT 'chat-' || g FROM generate_series(1, 2000) g`);
    const runner = t.db.createQueryRunner();
    try {
      // As the app runs it: prepared once on a pooled connection, then executed with its generic plan.
      await runner.query(`PREPARE group_write(uuid[], uuid[], uuid[], text[], text[], text[]) AS ${WRITE_MANY_SQL}`);
      await runner.query(`SET plan_cache_mode = force_generic_plan`);
      const [{ 'QUERY PLAN': plan }] = await runner.query(
        `EXPLAIN (FORMAT JSON) EXECUTE group_write('{}', '{}', '{}', '{}', '{}', '{}')`,
      );
      const scanned = JSON.stringify(plan).match(/"Node Type":"Seq Scan","[^}]*?"Relation Name":"\w+"/g) ?? [];
      expect(scanned).toEqual([]);
    } finally {
      await runner.query(`DEALLOCATE group_write`);
      await runner.query(`RESET plan_cache_mode`);
      await runner.release();
    }
  });
});
