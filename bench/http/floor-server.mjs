// The floor of bench/http: bare Express 5 with the product's session store (express-session on
// connect-pg-simple, the same `session` table) and one SELECT per list. No validation, no guards,
// no mapping, no Nest: what any authenticated list costs at the least on this machine.
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../backend/package.json', import.meta.url));
const express = require('express');
const session = require('express-session');
const PgStore = require('connect-pg-simple')(session);
const pg = require('pg');

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = express();
app.use(
  session({
    name: 'cg.sid',
    secret: process.env.SESSION_SECRET,
    store: new PgStore({ pool, tableName: 'session', createTableIfMissing: false, pruneSessionInterval: false }),
    resave: false,
    saveUninitialized: false,
  }),
);

const signedIn = (req, res, next) => (req.session.userId ? next() : res.status(401).json({ message: 'No autorizado' }));
const list = (text, params) => async (req, res) => res.json((await pool.query(text, params(req))).rows);

app.get(
  '/api/chats/user/:userId',
  signedIn,
  list(
    `SELECT c.* FROM chats c JOIN chat_participants p ON p.chat_id = c.id
      WHERE p.user_id = $1 ORDER BY c.last_message_at DESC NULLS LAST LIMIT 50`,
    (req) => [req.session.userId],
  ),
);
app.get(
  '/api/skill-videos',
  signedIn,
  list(`SELECT * FROM skill_videos ORDER BY created_at DESC LIMIT 20`, () => []),
);
app.get(
  '/api/offers',
  signedIn,
  list(`SELECT * FROM job_offers WHERE status = 'approved' ORDER BY created_at DESC LIMIT 200`, () => []),
);

app.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => process.exit(0));
