/**
 * `npm run fuzz`: the long schema fuzz run against a throwaway embedded PostgreSQL (or TEST_DATABASE_URL
 * via the bench environment), the app wired to the real compiler. Prints requests sent, routes covered
 * and the 5xx count; exits non-zero on any 5xx or answer outside the envelope.
 *   FUZZ_REQUESTS (default 20000), FUZZ_SEED (default random, printed), FUZZ_CONCURRENCY (default 4).
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { buildApp } from '../../server/app';
import { DEMO_OPERATOR } from '../../server/seed/seed.server';
import { benchEnv } from '../bench/env';
import { memberToken } from '../helpers/commerce';
import { compilerHooks, fuzzTokens, writeShell } from './env';
import { runFuzz, summary } from './harness';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 20_000);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const SECRET = 'fuzz-secret';

async function main() {
  console.log(`schema fuzz: ${REQUESTS} requests, seed ${SEED} (FUZZ_SEED=${SEED} repeats this run)`);
  const env = await benchEnv('fuzz');
  // The compiler runs in this process here (in production it has its own), so its renders stall the event loop
  // on purpose: the event-loop overload guard would answer 503 for them. The guard has its own test.
  const defaults = loadConfig({});
  const config = { ...defaults, http: { ...defaults.http, maxEventLoopDelayMs: 0 }, distDir: path.join(env.base, 'dist'), mediaDir: env.mediaDir, dataDir: env.base, designerDir: path.join(env.base, 'designer'), astroOutDir: writeShell(path.join(env.base, 'astro')) };
  const hooks = compilerHooks(env.db, config);
  const app = await buildApp({ db: env.db, config, jwtSecret: SECRET, onPublish: hooks.onPublish, onCatalogChange: hooks.onCatalogChange });
  // Errors the app logs (a page skipped by a rebuild) stay visible; 5xx are counted by the harness.
  let code = 0;
  try {
    await hooks.compiler.runFull();
    const member = await env.db.insertInto('members').values({ mobile: '16600000000', password_hash: 'x', username: 'fuzz' }).returning('user_id').executeTakeFirstOrThrow();
    const tokens = await fuzzTokens(app, memberToken(member.user_id, SECRET), DEMO_OPERATOR);
    const report = await runFuzz(app, tokens, {
      seed: SEED, requests: REQUESTS, concurrency: Number(process.env.FUZZ_CONCURRENCY ?? 4),
      onProgress: (n) => process.stdout.write(`  ${n} requests…\n`),
    });
    console.log(summary(report));
    const byRoute = [...report.routes.entries()].map(([k, s]) => `  ${k.padEnd(58)} sent ${String(s.sent).padStart(5)}  2xx ${String(s.ok).padStart(5)}  4xx ${String(s.rejected).padStart(5)}`);
    console.log(byRoute.join('\n'));
    for (const f of report.failures.slice(0, 20)) console.log(`FAIL ${f.route} [${f.kind}] ${f.status} ${f.problem}\n  ${f.method} ${f.url}\n  payload ${f.payload}\n  -> ${f.body}`);
    if (report.failures.length) code = 1;
    fs.writeFileSync(path.join(env.base, 'report.json'), JSON.stringify({ ...report, routes: Object.fromEntries(report.routes) }, null, 1));
  } finally {
    await app.close();
    await env.close();
  }
  process.exit(code);
}

main().catch((e) => { console.error(e); process.exit(1); });
