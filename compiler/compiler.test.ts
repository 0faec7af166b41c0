/**
 * The compiler against a real seeded database: full build, incremental rebuilds after publishing
 * a page and the header, identical HTML both ways, only affected pages rewritten, SEO files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../server/db/database.server';
import { loadConfig, type Config } from '../server/config';
import { createTestDatabase } from '../tests/helpers/app';
import { createCompiler } from './index';
import { databaseSource } from '../server/modules/template/compiler-source.server';
import { saveDraft, publish, homeTemplateId, loadForEditing, saveChromeDraft, publishSlots, SYSTEM } from '../server/modules/template/documents.service';
import { readSetting, writeSetting } from '../server/modules/console/settings.service';
import { collectGoodsIds } from '../src/document/prices';

const SHELL = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>川香源直销商城</title><meta name="description" content="默认描述"><meta name="shop-slot" content="head"></head><body data-page-config><div id="top"></div><header><shop-slot name="header"></shop-slot></header><main><shop-slot name="body"></shop-slot></main><footer><shop-slot name="footer"></shop-slot></footer><script type="module" src="/_astro/hydrate.js"></script></body></html>`;
const CART = SHELL.replace('<shop-slot name="body"></shop-slot>', '<div id="cart-page">购物车</div>').replace('<title>川香源直销商城</title>', '<title>购物车</title>');

let db: Database;
let drop: () => Promise<void>;
let base: string;
const configFor = (dist: string): Config => ({ ...loadConfig({}), distDir: dist, astroOutDir: path.join(base, 'astro'), publicUrl: 'https://shop.example.com' });

function htmlFiles(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fs.readdirSync(dir, { recursive: true }) as string[]) {
    if (f.startsWith('.trash') || f.startsWith('.manifest.')) continue; // the writer's spares and the page manifest (and its log), never served
    const full = path.join(dir, f);
    if (fs.statSync(full).isFile()) out[f] = fs.readFileSync(full, 'utf8');
  }
  return out;
}

beforeAll(async () => {
  const d = await createTestDatabase();
  drop = d.drop;
  db = connect(d.url, 5).db;
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'compiler-'));
  fs.mkdirSync(path.join(base, 'astro/shell'), { recursive: true });
  fs.mkdirSync(path.join(base, 'astro/cart'), { recursive: true });
  fs.mkdirSync(path.join(base, 'astro/_astro'), { recursive: true });
  fs.writeFileSync(path.join(base, 'astro/shell/index.html'), SHELL);
  fs.writeFileSync(path.join(base, 'astro/cart/index.html'), CART);
  fs.writeFileSync(path.join(base, 'astro/_astro/hydrate.js'), 'console.log(1)');
});
afterAll(async () => {
  await db.destroy();
  await drop();
  fs.rmSync(base, { recursive: true, force: true });
});

describe('page compiler', () => {
  it('full build writes home, custom pages, list, every item, Astro pages, sitemap and robots', async () => {
    const dist = path.join(base, 'full1');
    const result = await createCompiler({ source: databaseSource(db), config: configFor(dist) }).runFull();
    // Every goods a shopper can buy has its page (gifts come only with a 满赠 promotion: none).
    const items = await db.selectFrom('items as i').innerJoin('goods as g', 'g.goods_id', 'i.goods_id').select('i.item_id').where('i.is_default', '=', true).where('g.is_gift', '=', false).execute();
    expect(result.pages).toEqual(expect.arrayContaining(['/', '/home', '/shopadmin/index', '/items', '/cart']));
    for (const { item_id } of items) expect(fs.existsSync(path.join(dist, `items/${item_id}/index.html`))).toBe(true);
    const home = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    expect(home).toContain('<title>川香源直销商城 - 产地直采川味香料</title>');
    expect(home).toContain('name="keywords" content="花椒,辣椒');
    expect(home).toContain('background-color:#f4f4f4ff');
    expect(home).not.toContain('<shop-slot');
    expect(home).toContain('data-island="W0010"');
    expect(home).toContain('/_astro/hydrate.js');
    const custom = fs.readdirSync(path.join(dist, 'custompage'));
    expect(custom.length).toBeGreaterThan(0);
    expect(fs.readFileSync(path.join(dist, `custompage/${custom[0]}/index.html`), 'utf8')).toContain('礼盒');
    const item = fs.readFileSync(path.join(dist, `items/${items[0].item_id}/index.html`), 'utf8');
    expect(item).toContain('application/ld+json');
    expect(item).toContain('"priceCurrency":"CNY"');
    expect(item).toContain('data-page-island="ItemDetail"');
    expect(fs.readFileSync(path.join(dist, 'cart/index.html'), 'utf8')).toContain('data-island="W0010"');
    expect(fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).toContain(`https://shop.example.com/items/${items[0].item_id}`);
    expect(fs.readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toContain('Sitemap: https://shop.example.com/sitemap.xml');
    // A static host serving dist/ sends /member to the member centre too.
    expect(fs.readFileSync(path.join(dist, 'member/index.html'), 'utf8')).toContain('content="0; url=/member/user-info"');
  });

  it('publishing one page rebuilds only that page, and equals a full build', async () => {
    const dist = path.join(base, 'incr');
    const compiler = createCompiler({ source: databaseSource(db), config: configFor(dist) });
    await compiler.runFull();
    const before = htmlFiles(dist);
    const homeId = (await homeTemplateId(db))!;
    const widgets = await loadForEditing(db, homeId);
    const at = widgets.findIndex((w) => w.type === 'W0000') + 1;
    widgets.splice(at, 0, { type: 'W0011', uuid: 'feedbeef01', text: '新品上市 限时九折', width: 1190, height: 30, fontSize: 18 });
    await saveDraft(db, homeId, widgets);
    const slots = await publish(db, homeId);
    const result = await compiler.rebuildSlots(slots);
    expect(result.pages.sort()).toEqual(['/', '/home', '/shopadmin/index']);
    await compiler.settled(); // the compressed siblings follow the pages
    const after = htmlFiles(dist);
    const changed = Object.keys(after).filter((f) => after[f] !== before[f]).sort();
    // Each rewritten page comes with its precompressed siblings, rewritten with it.
    const pages = ['home/index.html', 'index.html', 'shopadmin/index/index.html'];
    expect(changed).toEqual(pages.flatMap((p) => [p, `${p}.br`, `${p}.gz`]));
    expect(after['index.html']).toContain('新品上市 限时九折');
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, 'index.html.br'))).toString()).toBe(after['index.html']);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dist, 'index.html.gz'))).toString()).toBe(after['index.html']);

    const full = path.join(base, 'full2');
    await createCompiler({ source: databaseSource(db), config: configFor(full) }).runFull();
    expect(htmlFiles(full)).toEqual(after);
  });

  it('publishing the header rebuilds every page without Astro, identical to a full build', async () => {
    const dist = path.join(base, 'incr');
    const compiler = createCompiler({ source: databaseSource(db), config: configFor(dist) });
    const homeId = (await homeTemplateId(db))!;
    const widgets = await loadForEditing(db, homeId);
    const header = widgets.find((w) => w.type === 'W0006' && w.comptyle === 'header')!;
    (header.childWidgets as Record<string, unknown>[]).push({ type: 'W0011', uuid: 'feedbeef02', text: '全场满99包邮', x: 900, y: 2, width: 200, height: 20, leaf: true });
    // The header changes only through its own document (a page save carrying a changed header is refused).
    await saveChromeDraft(db, 'header', widgets.filter((w) => w.comptyle === 'header'));
    const slots = await publishSlots(db, ['header'], SYSTEM);
    expect(slots).toEqual(['header']);
    const result = await compiler.rebuildSlots(slots);
    const files = htmlFiles(dist);
    // every page but the chrome-less redirects for static hosts (/custompage?pageid=, /member)
    const pages = Object.keys(files).filter((f) => f.endsWith('.html') && f !== 'custompage/index.html' && f !== 'member/index.html');
    expect(result.pages.length).toBe(pages.length);
    for (const f of pages) expect(files[f]).toContain('全场满99包邮'); // served from the moment the rebuild answers

    await compiler.settled(); // …and compressed a moment later: then every file equals a full build's
    const full = path.join(base, 'full3');
    await createCompiler({ source: databaseSource(db), config: configFor(full) }).runFull();
    expect(htmlFiles(full)).toEqual(htmlFiles(dist));
  });

  it('a new site name (设置 › 站点) ends every title after a site rebuild, identical to a full build', async () => {
    const dist = path.join(base, 'renamed');
    const compiler = createCompiler({ source: databaseSource(db), config: configFor(dist) });
    await compiler.runFull();
    expect(fs.readFileSync(path.join(dist, 'cart/index.html'), 'utf8')).toContain('<title>购物车</title>');
    const site = await readSetting(db, 'site');
    await writeSetting(db, 'site', { ...site, site_name: '麻辣&香 小铺' });
    try {
      await compiler.rebuildSlots(['site']);
      await compiler.settled();
      const files = htmlFiles(dist);
      const item = Object.keys(files).find((f) => f.startsWith('items/') && f.endsWith('index.html'))!;
      expect(files[item]).toMatch(/<title>[^<]+ - 麻辣&amp;香 小铺<\/title>/);
      expect(files['items/index.html']).toContain('<title>全部商品 - 麻辣&amp;香 小铺</title>');
      for (const f of Object.keys(files).filter((f) => f.endsWith('.html'))) expect(files[f]).not.toMatch(/<title>[^<]*川香源直销商城/);
      const full = path.join(base, 'renamed-full');
      await createCompiler({ source: databaseSource(db), config: configFor(full) }).runFull();
      expect(htmlFiles(full)).toEqual(files);
    } finally {
      await writeSetting(db, 'site', site);
    }
  });

  it('a price change refreshes item pages and pages embedding the goods', async () => {
    const dist = path.join(base, 'incr');
    const compiler = createCompiler({ source: databaseSource(db), config: configFor(dist) });
    const homeId = (await homeTemplateId(db))!;
    const home = await loadForEditing(db, homeId);
    const goodsId = (home.find((w) => w.type === 'W0002')!.data as { goods_id: number }[])[0].goods_id;
    await db.updateTable('items').set({ price: 88800 }).where('item_id', '=', goodsId).execute();
    await compiler.rebuildItems([goodsId]);
    expect(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')).toContain('888.00');
    expect(fs.readFileSync(path.join(dist, `items/${goodsId}/index.html`), 'utf8')).toContain('"price":"888.00"');
  });

  it('a price change re-renders only the pages that show the goods (its item page first), not every template and the list', async () => {
    const dist = path.join(base, 'shown');
    const source = databaseSource(db);
    const compiler = createCompiler({ source, config: configFor(dist) });
    await compiler.runFull();
    const onTemplates = new Set((await source.templates()).flatMap((d) => collectGoodsIds(d.widgets)));
    const onList = new Set((await source.listPage()).initial.list.map((r) => r.item_id));
    const ids = await source.itemIds();
    const hidden = ids.find((id) => !onTemplates.has(id) && !onList.has(id))!;
    const shown = ids.find((id) => onTemplates.has(id))!;
    expect(hidden && shown).toBeTruthy();

    await db.updateTable('items').set({ price: 12300 }).where('item_id', '=', hidden).execute();
    expect((await compiler.rebuildItems([hidden])).pages).toEqual([`/items/${hidden}`]);
    expect(fs.readFileSync(path.join(dist, `items/${hidden}/index.html`), 'utf8')).toContain('"price":"123.00"');

    await db.updateTable('items').set({ price: 45600 }).where('item_id', '=', shown).execute();
    const again = (await compiler.rebuildItems([shown])).pages;
    expect(again[0]).toBe(`/items/${shown}`);
    const showing = (await source.templates()).filter((d) => collectGoodsIds(d.widgets).includes(shown));
    const isHome = (await homeTemplateId(db))!;
    expect(again.slice(1).sort()).toEqual(showing.flatMap((d) => (d.id === isHome ? ['/', '/home', '/shopadmin/index'] : [`/custompage/${d.id}`, `/product/${d.id}`])).concat(onList.has(shown) ? ['/items'] : []).sort());
    await compiler.settled();
  });

  it('a stored document that cannot render never breaks a build', async () => {
    const dist = path.join(base, 'broken');
    const homeId = (await homeTemplateId(db))!;
    const good = await loadForEditing(db, homeId);
    // Written straight to the database, bypassing save validation: a widget whose text is an object,
    // and a custom page whose stored JSON no migration can read.
    const broken = [...good.filter((w) => w.comptyle !== 'header' && w.comptyle !== 'footer'), { type: 'W0011', uuid: 'bad0000001', text: { oops: true } }];
    await db.updateTable('page_documents').set({ widgets: JSON.stringify(broken) as never }).where('slot', '=', `page:${homeId}`).where('state', '=', 'published').execute();
    const custom = await db.insertInto('page_templates').values({ template_title: '坏页面', page_type: 'custom', status: 1, seo: JSON.stringify({}) as never }).returning('theme_pc_template_id').executeTakeFirstOrThrow();
    await db.insertInto('page_documents').values({ slot: `page:${custom.theme_pc_template_id}`, state: 'published', schema_version: 99, widgets: JSON.stringify([]) as never }).execute();
    const result = await createCompiler({ source: databaseSource(db), config: configFor(dist) }).runFull();
    expect(result.pages).toContain('/');
    expect(result.pages).toContain(`/custompage/${custom.theme_pc_template_id}`);
    expect(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')).toContain('新品上市 限时九折');
  });

  it('serializes concurrent rebuilds', async () => {
    const dist = path.join(base, 'incr');
    const compiler = createCompiler({ source: databaseSource(db), config: configFor(dist) });
    const homeId = (await homeTemplateId(db))!;
    const results = await Promise.all([compiler.rebuildSlots([`page:${homeId}`]), compiler.rebuildSlots([`page:${homeId}`]), compiler.runFull()]);
    expect(results.every((r) => r.pages.length > 0)).toBe(true);
    await compiler.settled();
    expect(fs.readdirSync(dist, { recursive: true }).some((f) => String(f).endsWith('.tmp'))).toBe(false);
  });
});
