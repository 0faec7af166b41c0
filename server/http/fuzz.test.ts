/**
 * Schema fuzz (ARCHITECTURE principle 9), bounded for CI: requests generated from every route's
 * declared input (valid, hostile fields, hostile encodings) against the real app and PostgreSQL, with
 * the page compiler wired in. Any 5xx or any error outside the contract's envelope fails the run.
 * A fixed seed runs every time, plus a random one that is printed (re-run with FUZZ_SEED=<n>).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { members } from '../../tests/helpers/commerce';
import { compilerHooks, fuzzTokens, writeShell } from '../../tests/fuzz/env';
import { runFuzz, summary, type FuzzTokens } from '../../tests/fuzz/harness';
import { DEMO_OPERATOR } from '../seed/seed.server';

const FIXED_SEED = 20261124;
// A count, not a time budget: on a busy machine the run takes longer but still covers every route (the
// requests go round-robin over the routes). Enough for two or three samples of each route per seed.
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1500);

let t: TestApp;
let tokens: FuzzTokens;
let astroOut: string;
let hooks: ReturnType<typeof compilerHooks> | undefined;

beforeAll(async () => {
  astroOut = writeShell(fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-astro-')));
  // The compiler needs the app's db and config, known only once the test app exists: late-bound hooks.
  t = await createTestApp({ onPublish: (s) => hooks!.onPublish(s), onCatalogChange: (ids) => hooks!.onCatalogChange(ids) });
  hooks = compilerHooks(t.db, { ...t.config, astroOutDir: astroOut });
  const [m] = await members(t, 1);
  tokens = await fuzzTokens(t.app, m.token, DEMO_OPERATOR);
});
afterAll(async () => {
  // The compressed siblings of the last rebuild are written in the background: removing the folders under them failed the file (ENOTEMPTY).
  await hooks?.compiler.settled();
  await t.close();
  fs.rmSync(astroOut, { recursive: true, force: true });
});

describe('schema fuzz', () => {
  it('every route declares its input', () => {
    // The CORS preflight route belongs to @fastify/cors and reads no parameters (it answers from headers).
    const api = t.app.declaredRoutes.filter((r) => (r.url.startsWith('/api/') || r.url === '/*') && r.method !== 'OPTIONS');
    expect(api.filter((r) => !r.declared?.input).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  for (const [name, seed] of [['fixed seed', FIXED_SEED], ['random seed', Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))]] as const) {
    it(`no 5xx and every error in the envelope (${name})`, async () => {
      console.log(`[fuzz] ${name} ${seed}`);
      const report = await runFuzz(t.app, tokens, { seed, requests: REQUESTS });
      console.log(`[fuzz] ${summary(report)}`);
      const seen = new Set<string>();
      for (const f of report.failures) {
        const k = `${f.route} ${f.status} ${f.problem}`;
        if (seen.has(k)) continue;
        seen.add(k);
        console.log(`[fuzz] ${k}\n  ${f.method} ${f.url}\n  payload ${f.payload}\n  -> ${f.body}`);
      }
      expect(report.failures.slice(0, 5)).toEqual([]);
      expect(report.sent).toBe(REQUESTS);
      expect([...report.routes].filter(([, st]) => st.sent === 0).map(([route]) => route)).toEqual([]);
    }, 300_000);
  }
});
