// Forgiving search over N skill videos: the same plan, catalogue statement and suggestion check as
// GET /api/skill-videos?q= (backend/dist, so `npm run build` first), timed per query kind.
// node bench/search/run.mjs [--videos 10000] [--runs 200] [--out bench/results/<date>-search.md]
import { createRequire } from 'node:module';
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import pg from 'pg';
import { adminUrl, arg, benchDatabase, cleanup, fmt, percentile, printTable, sql } from '../lib/harness.mjs';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = (p) => require(join(root, 'backend', 'dist', p));
const { databaseOptions, initializeDataSource } = dist('infra/database/database-options.js');
const { SkillVideoSearch, catalogueSql, searchCatalogueSql } = dist(
  'modules/videos/search/skill-video-search.service.js',
);

const VIDEOS = Number(arg('videos', 10000));
const RUNS = Number(arg('runs', 200));
const OUT = arg('out', join(root, 'bench', 'results', `${new Date().toISOString().slice(0, 10)}-search.md`));
const STORY = 'Historia Personal';

// Real catalogue skills and Spanish words, so stems, stop words and trigrams behave as in the product.
const SKILLS = [
  'Tejido',
  'Crochet',
  'Guitarra',
  'Empanadas',
  'Pan amasado',
  'Huerto urbano',
  'Cerámica',
  'Piano',
  'Yoga',
  'Carpintería',
  'WhatsApp',
  'Historia oral',
  'Bordado',
  'Compostaje',
  'Repostería',
  'Cueca',
];
const WORDS = (
  'primeros acordes cueca guitarra punto arroz palillo bufanda invierno empanadas pino horno masa abuela ' +
  'huerto balcón tomates lechugas maceteros pan amasado campo harina manteca paciencia crochet cadeneta básica ' +
  'telar lana colores receta familia cosecha semillas riego compost flores árboles frutales madera serrucho ' +
  'clavos barniz mesa silla piano escalas canciones ritmo respiración postura calma celular mensajes fotos ' +
  'llamadas videollamada nietos recuerdos historia barrio infancia puerto ferrocarril cerro mar cordillera'
).split(' ');
const NAMES = [
  'Rosa Martínez',
  'Eliana Pizarro',
  'Hernán Catalán',
  'Jorge Núñez',
  'Ángela Ñanco',
  'Luis Soto',
  'Marta Rojas',
  'Pedro Fuentes',
  'Carmen Díaz',
  'Raúl Vergara',
];

let seed = 42;
// mulberry32: the same catalogue on every run.
const rand = (n) => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
};
const pick = (list) => list[rand(list.length)];
// Beside the real words, 3,000 made-up ones from Spanish syllables, so that a real word is in a few
// percent of the videos (as in a catalogue), not in a third of them.
const SYLLABLES =
  'ba be bi bo bu ca co cu da de di do la le li lo lu ma me mi mo mu na ne ni no pa pe pi po ra re ri ro sa se si so ta te ti to tra tre cha che chi lla llo'.split(
    ' ',
  );
const MADE_UP = Array.from(
  { length: 3000 },
  (_, i) => SYLLABLES[i % 50] + SYLLABLES[Math.floor(i / 50) % 50] + SYLLABLES[(i * 7 + 3) % 50],
);
const phrase = (real, madeUp) =>
  [...Array.from({ length: real }, () => pick(WORDS)), ...Array.from({ length: madeUp }, () => pick(MADE_UP))].join(
    ' ',
  );

const QUERIES = [
  ['one word', ['guitarra', 'empanadas', 'huerto', 'bufanda', 'piano']],
  ['two words, any order', ['guitarra cueca', 'cueca guitarra', 'pan campo', 'tomates balcón', 'lana colores']],
  ['plural / stem', ['huertos', 'acorde', 'empanada', 'bufandas', 'canción']],
  ['accents / capitals', ['BALCON', 'ceramica', 'ÁRBOLES', 'respiracion', 'nunez']],
  ['typo (suggestion)', ['enpanadas', 'guitara', 'lechujas', 'bufamda', 'maseteros']],
  ['nothing found', ['zzzzqqq', 'astronauta', 'submarino', 'xilófono', 'kayak']],
  ['no search', ['']],
];

const { dbName, dbUrl, prefix } = benchDatabase('search');
await sql(adminUrl, `CREATE DATABASE ${dbName}`);
try {
  const ds = await initializeDataSource(databaseOptions(dbUrl));
  const users = [];
  for (const name of NAMES) {
    const [u] = await ds.query(
      `INSERT INTO users (email, password_hash, name, birth_date, region, country, account_type, mode)
       VALUES ($1, 'x', $2, '1950-01-01', 'Valparaíso', 'Chile', 'persona', 'mentor') RETURNING id`,
      [`${users.length}@bench.cl`, name],
    );
    users.push(u.id);
  }
  const started = Date.now();
  for (let i = 0; i < VIDEOS; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, VIDEOS - i) }, () => [
      pick(users),
      phrase(1, 3),
      pick(SKILLS),
      phrase(3, 10 + rand(20)),
    ]);
    await ds.query(
      `INSERT INTO skill_videos (user_id, title, skill_name, description, video_storage_name, video_mime_type,
                                 video_size_bytes, status, created_at)
       SELECT u, t, s, d, gen_random_uuid()::text, 'video/mp4', 1000, 'ready', now() - random() * interval '300 days'
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) AS r(u, t, s, d)`,
      [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2]), rows.map((r) => r[3])],
    );
  }
  await ds.query('ANALYZE');
  const loadSeconds = (Date.now() - started) / 1000;
  const [{ words }] = await ds.query(`SELECT count(*)::int AS words FROM search_words`);

  // The statement the catalogue prepares, with the columns a card needs.
  const search = new SkillVideoSearch(ds);
  const pool = new pg.Pool({ connectionString: dbUrl, max: 1 });
  const columns =
    'v.id, v.user_id, v.title, v.description, v.skill_name, v.category_id, v.duration_seconds, v.status, v.created_at';
  const list = catalogueSql(columns);
  const statement = searchCatalogueSql(columns);
  const viewer = users[0];
  const once = async (q) => {
    const t0 = performance.now();
    const plan = await search.plan(q);
    // As the service: the list is a prepared statement, a search an unnamed one (planned for its words).
    const { rows } = await pool.query(
      plan
        ? { text: statement, values: [null, null, STORY, 20, 0, viewer, plan.tsquery, plan.anyTsquery] }
        : { name: 'list', text: list, values: [null, null, STORY, 20, 0, viewer] },
    );
    const suggestion = await search.suggestion(plan, STORY);
    return { ms: performance.now() - t0, total: rows[0] ? Number(rows[0].total) : 0, suggestion };
  };

  const table = [];
  for (const [kind, queries] of QUERIES) {
    for (const q of queries) await once(q); // warm the plan and the cache
    const times = [];
    let found = 0;
    let suggested = '';
    for (let i = 0; i < RUNS; i++) {
      const r = await once(queries[i % queries.length]);
      times.push(r.ms);
      found += r.total;
      if (r.suggestion && !suggested) suggested = `${queries[i % queries.length]} → ${r.suggestion}`;
    }
    table.push([
      kind,
      RUNS,
      fmt(percentile(times, 50), 1),
      fmt(percentile(times, 95), 1),
      fmt(Math.max(...times), 1),
      Math.round(found / RUNS),
      suggested || '—',
    ]);
  }
  const plan = await search.plan('guitarra cueca');
  const explain = await ds.query(`EXPLAIN (ANALYZE, COSTS OFF) ${statement}`, [
    null,
    null,
    STORY,
    20,
    0,
    viewer,
    plan.tsquery,
    plan.anyTsquery,
  ]);
  await pool.end();
  await ds.destroy();

  const out = [];
  const write = (line = '') => {
    console.log(line);
    out.push(line);
  };
  write(`## search: ${VIDEOS} videos, ${words} distinct words (${new Date().toISOString()})`);
  write();
  write(
    `host: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ` +
      `loaded in ${loadSeconds.toFixed(1)} s; ${RUNS} searches per row, one connection, times in ms (plan + page + suggestion)`,
  );
  write();
  printTable(['query kind', 'runs', 'p50 ms', 'p95 ms', 'max ms', 'avg found', 'suggestion seen'], table, {
    labelsLeft: true,
    write,
  });
  write();
  write('Plan of the catalogue statement for "guitarra cueca":');
  write();
  write('```');
  explain.forEach((r) => write(r['QUERY PLAN']));
  write('```');
  write();
  mkdirSync(dirname(OUT), { recursive: true });
  appendFileSync(OUT, out.join('\n') + '\n');
} finally {
  await cleanup({ dbName, prefix });
}
