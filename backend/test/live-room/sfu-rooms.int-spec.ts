import { LIVE_ROOM_MSG, type LiveClassJoin } from '@conectando/contracts';
import type { AppConfig } from '../../src/config/app-config';
import { IceServersService } from '../../src/infra/ice/ice-servers.service';
import { JanusVideoRoomClient } from '../../src/infra/sfu/janus-videoroom.client';
import { SfuRoomsService } from '../../src/infra/sfu/sfu-rooms.service';
import { JanusPeer } from '../support/janus-peer';
import { startJanus, type JanusTestServer } from '../support/janus-server';

// The SFU side of live classes against a real Janus (Debian's, started like compose starts it): what
// a browser holding an admission can do there, and what it cannot.

let janus: JanusTestServer;
let client: JanusVideoRoomClient;
let rooms: SfuRoomsService;
const peers: JanusPeer[] = [];
const inAnHour = () => new Date(Date.now() + 3600_000);
const classA = '6f1c2a4e-0000-4000-8000-00000000000a';
const classB = '6f1c2a4e-0000-4000-8000-00000000000b';
const learner = '0b7e5d1c-0000-4000-8000-000000000001';

async function browser(join: Pick<LiveClassJoin, 'token'> | { token?: string }): Promise<JanusPeer> {
  const peer = await JanusPeer.open(janus.env.JANUS_URL, join.token);
  peers.push(peer);
  return peer;
}

async function joinAsPublisher(join: LiveClassJoin, room = join.room) {
  const peer = await browser(join);
  expect(await peer.createSession()).toEqual({ ok: true });
  const handle = await peer.attach();
  const answer = await peer.request(handle, {
    request: 'join',
    ptype: 'publisher',
    room,
    id: join.feedId,
    display: join.displayName,
    token: join.token,
  });
  return { peer, answer };
}

beforeAll(async () => {
  janus = await startJanus();
  const config = {
    ...janus.env,
    JANUS_PUBLIC_URL: '/janus',
    SESSION_SECRET: 'a-test-session-secret-of-enough-length',
    ICE_SERVERS: '[{"urls":"stun:stun.example.cl:3478"}]',
    TURN_SECRET: 'turn-secret',
    TURN_URLS: 'turn:turn.example.cl:3478?transport=udp',
    TURN_TTL_SECONDS: 3600,
    ICE_TRANSPORT_POLICY: 'all',
  } as unknown as AppConfig;
  client = new JanusVideoRoomClient(config);
  rooms = new SfuRoomsService(client, new IceServersService(config), config);
}, 60_000);

afterAll(async () => {
  peers.forEach((p) => p.close());
  await client?.onApplicationShutdown();
  await janus?.stop();
});

test('an admission opens its class room on the SFU, with the TURN servers calls use', async () => {
  const join = await rooms.admit({
    classId: classA,
    userId: learner,
    displayName: 'Rosa',
    role: 'participant',
    until: inAnHour(),
    capacity: 5,
  });
  expect(join).toMatchObject({
    janusUrl: '/janus',
    room: `class-${classA}`,
    feedId: learner,
    hostFeedId: 'mentor',
    role: 'participant',
  });
  expect(join.iceServers).toEqual([
    { urls: 'stun:stun.example.cl:3478' },
    expect.objectContaining({
      urls: ['turn:turn.example.cl:3478?transport=udp'],
      username: expect.stringMatching(new RegExp(`:${learner}$`)),
    }),
  ]);
  // Nothing the browser gets opens Janus with the API's own credentials.
  const sent = JSON.stringify(join);
  for (const secret of Object.values(janus.env).filter((v) => !v.startsWith('ws:'))) expect(sent).not.toContain(secret);

  const { answer } = await joinAsPublisher(join);
  expect(answer).toMatchObject({ videoroom: 'joined', room: `class-${classA}`, id: learner });

  // The room is private and takes the class's seats plus the mentor as publishers.
  const { list } = (await client.request({ request: 'list', admin_key: janus.env.JANUS_ADMIN_KEY })) as {
    list: { room: string; max_publishers: number }[];
  };
  expect(list.find((r) => r.room === `class-${classA}`)?.max_publishers).toBe(6);
  // A browser listing rooms does not see it.
  const lister = await browser(join);
  await lister.createSession();
  const listed = (await lister.request(await lister.attach(), { request: 'list' })) as { list: { room: string }[] };
  expect(listed.list.map((r) => r.room)).not.toContain(`class-${classA}`);
});

test("a class's token opens no other class's room", async () => {
  await rooms.admit({ classId: classB, userId: learner, displayName: 'Rosa', role: 'participant', until: inAnHour() });
  const forA = await rooms.admit({
    classId: classA,
    userId: learner,
    displayName: 'Rosa',
    role: 'participant',
    until: inAnHour(),
  });
  const { answer } = await joinAsPublisher(forA, `class-${classB}`);
  expect(answer).toMatchObject({ videoroom: 'event', error_code: expect.any(Number) });
  expect(String(answer.error)).toMatch(/allowed|unauthorized/i);
});

test('Janus refuses a browser with no token, a forged one or an expired one', async () => {
  expect(await (await browser({})).createSession()).toEqual({ ok: false, code: 403 });
  const join = await rooms.admit({
    classId: classA,
    userId: learner,
    displayName: 'Rosa',
    role: 'participant',
    until: inAnHour(),
  });
  const forged = join.token.replace(/:.*/, ':AAAAAAAAAAAAAAAAAAAAAAAAAAA=');
  expect(await (await browser({ token: forged })).createSession()).toEqual({ ok: false, code: 403 });
  const ended = await rooms.admit({
    classId: classA,
    userId: learner,
    displayName: 'Rosa',
    role: 'participant',
    until: new Date(Date.now() - 1000),
  });
  expect(await (await browser(ended)).createSession()).toEqual({ ok: false, code: 403 });
});

test('coming back takes over the place the person left behind', async () => {
  const first = await rooms.admit({
    classId: classA,
    userId: learner,
    displayName: 'Rosa',
    role: 'participant',
    until: inAnHour(),
  });
  const before = await joinAsPublisher(first);
  expect(before.answer).toMatchObject({ videoroom: 'joined' });
  const again = await rooms.admit({
    classId: classA,
    userId: learner,
    displayName: 'Rosa',
    role: 'participant',
    until: inAnHour(),
  });
  const after = await joinAsPublisher(again);
  expect(after.answer).toMatchObject({ videoroom: 'joined', id: learner });
  const { participants } = (await client.request({ request: 'listparticipants', room: `class-${classA}` })) as {
    participants: { id: string }[];
  };
  expect(participants.filter((p) => p.id === learner)).toHaveLength(1);
});

test('only the mentor mutes, and only someone in the room', async () => {
  const learnerJoin = await rooms.admit({
    classId: classA,
    userId: learner,
    displayName: 'Rosa',
    role: 'participant',
    until: inAnHour(),
  });
  await expect(rooms.mute(learnerJoin.pass, learner, learner, '0')).rejects.toThrow(LIVE_ROOM_MSG.onlyHost);
  // Someone else's pass is no pass.
  await expect(rooms.mute(learnerJoin.pass, 'someone-else', learner, '0')).rejects.toThrow(LIVE_ROOM_MSG.notAdmitted);
  const mentorId = '0b7e5d1c-0000-4000-8000-0000000000ff';
  const host = await rooms.admit({
    classId: classA,
    userId: mentorId,
    displayName: 'Marta',
    role: 'host',
    until: inAnHour(),
  });
  expect(host.feedId).toBe('mentor');
  await expect(rooms.mute(host.pass, mentorId, 'nobody-here', '0')).rejects.toThrow(LIVE_ROOM_MSG.feedInvalid);
});
