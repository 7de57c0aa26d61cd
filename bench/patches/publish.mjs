// What the Redis adapter's publishes cost at the chat's target rate of 1,000 broadcasts a second: one
// connection publishes a 250-byte broadcast every millisecond to a channel another connection (the other
// instance) is subscribed to, with and without the gathered publishes of backend/src/infra/patches.
// CPU is this process's (the API's share) and every redis-server's (shared with whatever else runs).
// `node bench/patches/publish.mjs [--mode gathered|plain] [--seconds 10]`
import { createRequire } from 'node:module';
import { arg, redisUrl, sleep } from '../lib/harness.mjs';
import { serviceCpu } from '../lib/chat-setup.mjs';

const require = createRequire(new URL('../../backend/package.json', import.meta.url));
const Redis = require('ioredis');
const MODE = arg('mode', 'plain');
const SECONDS = Number(arg('seconds', '10'));
const CHANNEL = `bench-patches-${process.pid}#/#`;

let publisher = new Redis(redisUrl);
if (MODE === 'gathered') {
  const patch = require('./dist/infra/patches/ioredis-gathered-publishes.js');
  publisher = patch.gatherPublishes(publisher);
}
const subscriber = new Redis(redisUrl);
let received = 0;
await subscriber.subscribe(CHANNEL);
subscriber.on('messageBuffer', () => received++);
await publisher.ping();

const payload = Buffer.alloc(250, 7);
const services0 = serviceCpu();
const own0 = process.cpuUsage();
let sent = 0;
const began = performance.now();
// A timer fires at most every millisecond and often later: each tick catches up to the rate.
const timer = setInterval(() => {
  const due = Math.floor(performance.now() - began);
  for (; sent < due; sent++) publisher.publish(CHANNEL, payload);
}, 1);
await sleep(SECONDS * 1000);
clearInterval(timer);
await sleep(200);
const own = process.cpuUsage(own0);
const services1 = serviceCpu();
const pct = (seconds) => +((100 * seconds) / SECONDS).toFixed(1);
console.log(
  JSON.stringify({
    mode: MODE,
    sent,
    received,
    ratePerSecond: Math.round(sent / SECONDS),
    processCpuPct: pct((own.user + own.system) / 1e6),
    redisCpuPct: pct(services1['redis-server'] - services0['redis-server']),
  }),
);
publisher.disconnect();
subscriber.disconnect();
