/**
 * The compiler process (`npm start` runs it) writes byte for byte what the in-process compiler writes,
 * rebuilds through the same calls; the call it was running when it died fails, and the next call gets a new one.
 * It tells this process every file it wrote before it answers the call that wrote it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connect, type Database } from '../server/db/database.server';
import { loadConfig, type Config } from '../server/config';
import { createTestDatabase } from '../tests/helpers/app';
import { createCompiler } from './index';
import { compilerProcess } from './process.server';
import { openManifest } from './manifest.server';
import { databaseSource } from '../server/modules/template/compiler-source.server';
import { onFilesChanged } from './files-changed';

const SHELL = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>川香源直销商城</title><meta name="shop-slot" content="head"></head><body data-page-config><header><shop-slot name="header"></shop-slot></header><main><shop-slot name="body"></shop-slot></main><footer><shop-slot name="footer"></shop-slot></footer></body></html>`;

let db: Database;
let url: string;
let drop: () => Promise<void>;
let base: string;
const configFor = (dist: string): Config => ({ ...loadConfig({}), distDir: dist, astroOutDir: path.join(base, 'astro'), publicUrl: 'https://shop.example.com' });

function files(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const full = path.join(dir, f);
    // The manifest's file and log differ with when each was saved: compared as what they hold (below).
    if (fs.statSync(full).isFile() && !f.endsWith('.br') && !f.endsWith('.gz') && !f.startsWith('.manifest.')) out[f] = fs.readFileSync(full, 'utf8');
  }
  return out;
}
const manifestOf = (dir: string) => Object.fromEntries(openManifest(dir).entries().sort(([a], [b]) => (a < b ? -1 : 1)));

beforeAll(async () => {
  const d = await createTestDatabase();
  ({ drop, url } = d);
  db = connect(url, 5).db;
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'compiler-thread-'));
  fs.mkdirSync(path.join(base, 'astro/shell'), { recursive: true });
  fs.writeFileSync(path.join(base, 'astro/shell/index.html'), SHELL);
});
afterAll(async () => {
  await db.destroy();
  await drop();
  fs.rmSync(base, { recursive: true, force: true });
});

it('writes the same pages as the in-process compiler, and survives its process dying', async () => {
  const inProcess = await createCompiler({ source: databaseSource(db), config: configFor(path.join(base, 'a')) }).runFull();
  const child = compilerProcess({ databaseUrl: url, config: configFor(path.join(base, 'b')) });
  try {
    const built = await child.runFull(); // sent before the process was ready: held until it is
    expect(built.pages.sort()).toEqual(inProcess.pages.sort());
    expect(built.pages.length).toBeGreaterThan(10);
    expect(files(path.join(base, 'b'))).toEqual(files(path.join(base, 'a')));
    expect(manifestOf(path.join(base, 'b'))).toEqual(manifestOf(path.join(base, 'a')));
    expect(Object.keys(manifestOf(path.join(base, 'a'))).length).toBeGreaterThan(10);

    const rebuilt = await child.rebuildSlots(['header']);
    expect(rebuilt.pages.length).toBe(built.pages.length);

    // Killed in the middle of a header rebuild: that call fails with the reason, the next one gets a new process.
    const first = child.pid!;
    const dying = child.rebuildSlots(['header']);
    process.kill(first, 'SIGKILL');
    await expect(dying).rejects.toThrow('编译进程已退出（SIGKILL）');
    const again = await child.rebuildItems([]);
    expect(again.pages).toContain('/items');
    expect(child.pid).not.toBe(first);

    await child.close();
    expect(child.pid).toBeUndefined();
    expect(() => process.kill(first, 0)).toThrow();
  } finally {
    await child.close();
  }
}, 120_000);

it('tells this process every file it wrote before answering: a whole build, and a first visit\'s page', async () => {
  const dist = path.join(base, 'told');
  const heard = new Set<string>();
  const stop = onFilesChanged((changed) => { for (const f of changed) heard.add(f); });
  const child = compilerProcess({ databaseUrl: url, config: { ...configFor(dist), lazyItems: true } });
  try {
    await child.runFull();
    // Every file in dist (dot folders are the build's own, never served), or the page a sibling belongs to.
    const written = (fs.readdirSync(dist, { recursive: true }) as string[])
      .filter((f) => !f.split(path.sep).some((seg) => seg.startsWith('.')) && fs.statSync(path.join(dist, f)).isFile());
    expect(written.length).toBeGreaterThan(10);
    expect(written.filter((f) => !heard.has(path.join(dist, f)) && !heard.has(path.join(dist, f.replace(/\.(br|gz)$/, ''))))).toEqual([]);

    const [id] = await databaseSource(db).itemIds();
    const page = path.join(dist, `items/${id}/index.html`);
    expect(heard.has(page)).toBe(false);
    expect(await child.ensureItemPage(id)).toBe(true);
    expect(heard.has(page)).toBe(true);
  } finally {
    stop();
    await child.close();
  }
}, 120_000);
