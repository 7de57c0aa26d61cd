// What class-validator's per-validate metadata lookup costs at the chat's target rate: validates
// `chat:send` payloads the way the socket does (validatePayload), with every DTO of the app registered,
// with and without the lookup cache of backend/src/infra/patches. Run in a process of its own per mode.
// `node bench/patches/validation.mjs [--mode cached|plain] [--messages 20000]`
import { createRequire } from 'node:module';
import { arg } from '../lib/harness.mjs';

const require = createRequire(new URL('../../backend/package.json', import.meta.url));
const MODE = arg('mode', 'plain');
const MESSAGES = Number(arg('messages', '20000'));
const RATE = 1000;

require('reflect-metadata');
// The whole app's modules, so the storage holds every DTO as in the running API.
require('./dist/app.module.js');
const { SendMessageDto } = require('@conectando/contracts');
const { validatePayload } = require('./dist/common/validate-payload.js');
if (MODE === 'cached') {
  let cache;
  try {
    cache = require('./dist/infra/patches/validation-metadata-cache.js');
  } catch {
    cache = require('./dist/common/validation-metadata-cache.js');
  }
  cache.cacheValidationMetadata();
}

const uuid = (i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const body = (i) => ({ chatId: uuid(1), clientMessageId: uuid(i), content: `Hola, ¿cómo está? ${i}` });
// Warm-up: the first thousand settle the JIT.
for (let i = 0; i < 1000; i++) validatePayload(SendMessageDto, body(i));
const start = process.cpuUsage();
const wall = process.hrtime.bigint();
for (let i = 0; i < MESSAGES; i++) validatePayload(SendMessageDto, body(i));
const cpu = process.cpuUsage(start);
const cpuUs = cpu.user + cpu.system;
const perMessage = cpuUs / MESSAGES;
console.log(
  JSON.stringify({
    mode: MODE,
    messages: MESSAGES,
    usPerMessage: +perMessage.toFixed(2),
    coreAt1000PerSecondPct: +((perMessage * RATE) / 10_000).toFixed(2),
    wallMs: Number((process.hrtime.bigint() - wall) / 1_000_000n),
  }),
);
process.exit(0);
