/**
 * The cart's 服务承诺 and 猜你喜欢 and the item page's 服务 row stay true after changes (issue 24 point 9): a footer
 * publish rewrites the promises wherever they are repeated, identical to a full build; a price change of a best seller
 * re-renders the cart page with the new price.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../server/db/database.server';
import { loadConfig, type Config } from '../server/config';
import { createTestDatabase } from '../tests/helpers/app';
import { createCompiler } from './index';
import { databaseSource } from '../server/modules/template/compiler-source.server';
import { loadSlot, publishSlots, saveChromeDraft, SYSTEM } from '../server/modules/template/documents.service';
import type { WidgetNode } from '../src/widgets/types';

const SHELL = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>川香源直销商城</title><meta name="shop-slot" content="head"></head><body data-page-config><header><shop-slot name="header"></shop-slot></header><main><shop-slot name="body"></shop-slot></main><footer><shop-slot name="footer"></shop-slot></footer></body></html>`;
// As Astro builds src/pages/cart: the island in <main>, the compiler's slot right after it.
const CART = SHELL.replace('<main><shop-slot name="body"></shop-slot></main>', '<main><div id="cart-page">购物车</div></main><shop-slot name="body"></shop-slot>').replace('<title>川香源直销商城</title>', '<title>购物车</title>');

let db: Database;
let drop: () => Promise<void>;
let base: string;
const configFor = (dist: string): Config => ({ ...loadConfig({}), distDir: dist, astroOutDir: path.join(base, 'astro'), publicUrl: 'https://shop.example.com' });
const read = (dist: string, file: string) => fs.readFileSync(path.join(dist, file), 'utf8');
const titlesIn = (html: string) => [...html.matchAll(/<span class="svc-title">([^<]*)<\/span>/g)].map((m) => m[1]);

beforeAll(async () => {
  const d = await createTestDatabase();
  drop = d.drop;
  db = connect(d.url, 5).db;
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'page-extras-'));
  for (const dir of ['shell', 'cart', '_astro']) fs.mkdirSync(path.join(base, 'astro', dir), { recursive: true });
  fs.writeFileSync(path.join(base, 'astro/shell/index.html'), SHELL);
  fs.writeFileSync(path.join(base, 'astro/cart/index.html'), CART);
});
afterAll(async () => {
  await db.destroy();
  await drop();
  fs.rmSync(base, { recursive: true, force: true });
});

describe('static extras follow the footer and the prices', () => {
  it('a footer publish changes the promises on the cart and the item pages, identical to a full build', async () => {
    const dist = path.join(base, 'incr');
    const source = databaseSource(db);
    const compiler = createCompiler({ source, config: configFor(dist) });
    await compiler.runFull();
    const itemFile = `items/${(await source.itemIds())[0]}/index.html`;
    expect(titlesIn(read(dist, 'cart/index.html'))).toEqual(['正品保障', '极速发货', '七天无理由', '售后无忧', '客服热线']);
    expect(read(dist, 'cart/index.html')).toMatch(/<\/main><aside class="container sc-extras" aria-label="服务与推荐">/);
    expect(read(dist, itemFile)).toContain('"promises":[{"title":"正品保障","detail":"产地直采 假一赔十"}');

    // The operator renames a heading in the footer's own editor and publishes it.
    const footer = await loadSlot(db, 'footer', 'draft');
    const heading = (footer[0].childWidgets as WidgetNode[]).find((c) => c.text === '正品保障')!;
    heading.text = '假一赔十';
    await saveChromeDraft(db, 'footer', footer);
    await compiler.rebuildSlots(await publishSlots(db, ['footer'], SYSTEM));
    expect(titlesIn(read(dist, 'cart/index.html'))[0]).toBe('假一赔十');
    expect(read(dist, itemFile)).toContain('"promises":[{"title":"假一赔十","detail":"产地直采 假一赔十"}');

    await compiler.settled();
    const full = path.join(base, 'full');
    await createCompiler({ source, config: configFor(full) }).runFull();
    for (const f of ['cart/index.html', itemFile]) expect(read(dist, f)).toBe(read(full, f));
  });

  it('a price change of a goods in 猜你喜欢 re-renders the cart page with it', async () => {
    const dist = path.join(base, 'price');
    const source = databaseSource(db);
    const compiler = createCompiler({ source, config: configFor(dist) });
    await compiler.runFull();
    const [first] = await source.bestSellers!(10);
    expect(read(dist, 'cart/index.html')).toContain(`data-item-price="${first.item_id}"`);
    await db.updateTable('items').set({ price: 77700 }).where('item_id', '=', first.item_id).execute();
    await compiler.rebuildItems([first.item_id]);
    expect(read(dist, 'cart/index.html')).toContain(`data-item-price="${first.item_id}"><span data-price-now="">¥777.00</span>`);
  });
});
