/**
 * Two API processes on one database, each with its own dist: a publish handled by one is rebuilt
 * and served by the other too (PostgreSQL NOTIFY), and so is a price change.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../../db/database.server';
import { createTestDatabase } from '../../../tests/helpers/app';
import { createCompiler } from '../../../compiler/index';
import { databaseSource } from '../template/compiler-source.server';
import { homeTemplateId, loadForEditing, publish, saveDraft } from '../template/documents.service';
import { createNotifier, type Notifier } from '../../db/notify.server';
import { clusterRebuilds } from './cluster.server';

const SHELL = '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>t</title><shop-slot name="head"></shop-slot></head><body data-page-config><header><shop-slot name="header"></shop-slot></header><main><shop-slot name="body"></shop-slot></main><footer><shop-slot name="footer"></shop-slot></footer></body></html>';

let db: Database;
let url: string;
let drop: () => Promise<void>;
let base: string;
const notifiers: Notifier[] = [];
const compilers: ReturnType<typeof createCompiler>[] = [];

async function process(name: string) {
  const config = { distDir: path.join(base, name), astroOutDir: path.join(base, 'astro'), publicUrl: 'https://shop.example.com' };
  const compiler = createCompiler({ source: databaseSource(db), config });
  compilers.push(compiler);
  await compiler.runFull();
  const notifier = createNotifier(url);
  notifiers.push(notifier);
  return { dist: config.distDir, ...(await clusterRebuilds(compiler, notifier)) };
}

beforeAll(async () => {
  ({ url, drop } = await createTestDatabase());
  db = connect(url, 5).db;
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-'));
  fs.mkdirSync(path.join(base, 'astro/shell'), { recursive: true });
  fs.writeFileSync(path.join(base, 'astro/shell/index.html'), SHELL);
});
afterAll(async () => {
  for (const n of notifiers) await n.close();
  // A rebuild heard from the other process may still be compressing its pages' siblings: let it finish writing.
  await Promise.all(compilers.map((c) => c.settled()));
  await db.destroy();
  await drop();
  fs.rmSync(base, { recursive: true, force: true });
});

const read = (dist: string, file: string) => fs.readFileSync(path.join(dist, file), 'utf8');

describe('several API processes on one database', () => {
  it('a publish handled by one process is rebuilt by the other', async () => {
    const a = await process('a');
    const b = await process('b');
    const home = (await homeTemplateId(db))!;
    const widgets = await loadForEditing(db, home);
    const text = widgets.find((w) => w.type === 'W0011');
    expect(text).toBeDefined();
    const marker = `集群发布-${Date.now()}`;
    const edited = widgets.map((w) => (w === text ? { ...w, text: marker } : w));
    await saveDraft(db, home, edited);
    const slots = await publish(db, home);
    await a.onPublish(slots);
    expect(read(a.dist, 'index.html')).toContain(marker);
    await expect.poll(() => read(b.dist, 'index.html').includes(marker), { timeout: 15_000 }).toBe(true);
  });

  it('a price change handled by one process re-renders the item page on the other', async () => {
    const a = await process('c');
    const b = await process('d');
    const item = await db.selectFrom('items').select(['item_id']).where('is_default', '=', true).orderBy('item_id').executeTakeFirstOrThrow();
    await db.updateTable('items').set({ price: 77_700 }).where('item_id', '=', item.item_id).execute();
    await a.onCatalogChange([item.item_id]);
    const file = `items/${item.item_id}/index.html`;
    expect(read(a.dist, file)).toContain('777.00');
    await expect.poll(() => read(b.dist, file).includes('777.00'), { timeout: 15_000 }).toBe(true);
  });
});
