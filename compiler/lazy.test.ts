/**
 * Size (issue 23): item pages made on first request, the page manifest, and the race the issue names — a price
 * change while a page is being made ends with the new price on the page. Real seeded database; the source is the
 * database source with a pause after its item read, so the read is old when the change lands.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect, type Database } from '../server/db/database.server';
import { loadConfig, type Config } from '../server/config';
import { createTestDatabase } from '../tests/helpers/app';
import { createCompiler } from './index';
import { onFilesChanged } from './files-changed';
import type { CompilerSource } from './source';
import { databaseSource } from '../server/modules/template/compiler-source.server';
import { loadForEditing, homeTemplateId, saveChromeDraft, publishSlots, SYSTEM } from '../server/modules/template/documents.service';

const SHELL = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>川香源直销商城</title><meta name="shop-slot" content="head"></head><body data-page-config><header><shop-slot name="header"></shop-slot></header><main><shop-slot name="body"></shop-slot></main><footer><shop-slot name="footer"></shop-slot></footer></body></html>`;

let db: Database;
let drop: () => Promise<void>;
let base: string;
let itemId: number;
const configFor = (dist: string, lazyItems: boolean): Config & { lazyItems: boolean } => ({ ...loadConfig({}), distDir: dist, astroOutDir: path.join(base, 'astro'), publicUrl: 'https://shop.example.com', lazyItems });
const page = (dist: string, id: number) => fs.readFileSync(path.join(dist, `items/${id}/index.html`), 'utf8');
const setPrice = (price: number) => db.updateTable('items').set({ price }).where('item_id', '=', itemId).execute();

/** The database source whose next item read, once armed, is held after reading until released. */
function pausedSource() {
  const real = databaseSource(db);
  let gate: { read: () => void; release: Promise<void> } | undefined;
  const source: CompilerSource = {
    ...real,
    items: async (ids) => {
      const held = gate;
      gate = undefined;
      const answers = await real.items(ids);
      if (held) { held.read(); await held.release; }
      return answers;
    },
  };
  return {
    source,
    /** Resolves `read` once the next item read is done; that read is returned only after `release()`. */
    arm() {
      let release!: () => void;
      let read!: () => void;
      const wasRead = new Promise<void>((r) => { read = r; });
      gate = { read, release: new Promise<void>((r) => { release = r; }) };
      return { wasRead, release };
    },
  };
}

beforeAll(async () => {
  const d = await createTestDatabase();
  drop = d.drop;
  db = connect(d.url, 5).db;
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'compiler-lazy-'));
  fs.mkdirSync(path.join(base, 'astro/shell'), { recursive: true });
  fs.writeFileSync(path.join(base, 'astro/shell/index.html'), SHELL);
  itemId = (await db.selectFrom('items as i').innerJoin('goods as g', 'g.goods_id', 'i.goods_id').select('i.item_id')
    .where('i.is_default', '=', true).where('g.is_gift', '=', false).orderBy('i.item_id').executeTakeFirstOrThrow()).item_id;
});
afterAll(async () => {
  await db.destroy();
  await drop();
  fs.rmSync(base, { recursive: true, force: true });
});


/** The database source, with the item ids its item reads asked for (`reads`). */
function countedSource() {
  const real = databaseSource(db);
  const reads: number[] = [];
  const counted: CompilerSource = { ...real, items: (ids) => { reads.push(...ids); return real.items(ids); } };
  return { real, counted, reads };
}

/** A fresh compiler's dist (folder `name`) with the item pages `ids` made: what a page made another way must equal. */
async function freshPages(name: string, ids: number[]): Promise<string> {
  const fresh = path.join(base, name);
  const other = createCompiler({ source: databaseSource(db), config: configFor(fresh, true) });
  await other.runFull();
  for (const id of ids) expect(await other.ensureItemPage(id)).toBe(true);
  await other.settled();
  return fresh;
}

/** A header draft whose text widget (W0011) reads `text`: what an operator changes before publishing the header. */
async function saveHeaderText(text: string): Promise<void> {
  const header = (await loadForEditing(db, (await homeTemplateId(db))!)).filter((w) => w.comptyle === 'header');
  (header[0].childWidgets as { type: string; text?: string }[]).find((c) => c.type === 'W0011')!.text = text;
  await saveChromeDraft(db, 'header', header);
}
describe('item pages made on first request', () => {
  it('are not written by a full build; made on request, unknown items answer false', async () => {
    const dist = path.join(base, 'lazy1');
    const compiler = createCompiler({ source: databaseSource(db), config: configFor(dist, true) });
    const full = await compiler.runFull();
    expect(full.pages).toContain('/items');
    expect(full.pages.some((p) => /^\/items\/\d+$/.test(p))).toBe(false);
    expect(fs.existsSync(path.join(dist, `items/${itemId}/index.html`))).toBe(false);
    expect(await compiler.ensureItemPage(itemId)).toBe(true);
    expect(page(dist, itemId)).toContain('</html>');
    expect(await compiler.ensureItemPage(99_999_999)).toBe(false);
    // A SKU that is not the goods' default has no page of its own, as in a full static build.
    const other = await db.selectFrom('items').select('item_id').where('is_default', '=', false).orderBy('item_id').executeTakeFirst();
    if (other) expect(await compiler.ensureItemPage(other.item_id)).toBe(false);
    await compiler.settled();
  });

  it('a price change while the page is being made ends with the new price on the page', async () => {
    const dist = path.join(base, 'lazy-race');
    const paused = pausedSource();
    const compiler = createCompiler({ source: paused.source, config: configFor(dist, true) });
    await compiler.runFull();
    await setPrice(4321);
    const { wasRead, release } = paused.arm();
    const making = compiler.ensureItemPage(itemId); // reads 43.21, then waits
    await wasRead;
    await setPrice(5678);
    await compiler.rebuildItems([itemId]); // what the admin route calls after committing the change
    expect(page(dist, itemId)).toContain('"price":5678');
    release();
    expect(await making).toBe(true);
    expect(page(dist, itemId)).toContain('"price":5678');
    expect(page(dist, itemId)).not.toContain('"price":4321');
    await compiler.settled();
  });

  it('a price change during a full build ends with the new price on the page (static build, every page)', async () => {
    const dist = path.join(base, 'eager-race');
    const paused = pausedSource();
    const compiler = createCompiler({ source: paused.source, config: configFor(dist, false) });
    await setPrice(1111);
    const { wasRead, release } = paused.arm();
    const full = compiler.runFull(); // its first item batch is read at 11.11, then waits
    await wasRead;
    await setPrice(2222);
    const change = compiler.rebuildItems([itemId]);
    release();
    await Promise.all([full, change]);
    expect(page(dist, itemId)).toContain('"price":2222');
    await compiler.settled();
  });

  it('a restart with the dist of an earlier run rewrites nothing that did not change; a header publish makes item pages anew', async () => {
    const dist = path.join(base, 'restart');
    const first = createCompiler({ source: databaseSource(db), config: configFor(dist, true) });
    const built = await first.runFull();
    await first.ensureItemPage(itemId);
    await first.settled();
    const mtimes = () => Object.fromEntries((fs.readdirSync(dist, { recursive: true }) as string[]).filter((f) => f.endsWith('.html')).map((f) => [f, fs.statSync(path.join(dist, f)).mtimeMs]));
    const before = mtimes();

    const second = createCompiler({ source: databaseSource(db), config: configFor(dist, true) });
    const again = await second.runFull();
    expect(again.pages.length).toBe(built.pages.length);
    expect(again.skipped).toBe(again.pages.length);
    expect(await second.ensureItemPage(itemId)).toBe(true);
    await second.settled();
    expect(mtimes()).toEqual(before);

    // The header changes: the item page made before is served as it was (whole, old header) and made again behind
    // it, with the new header.
    const homeId = (await homeTemplateId(db))!;
    const widgets = await loadForEditing(db, homeId);
    const header = widgets.find((w) => w.comptyle === 'header')!;
    const text = (header.childWidgets as { type: string; text?: string }[]).find((c) => c.type === 'W0011')!;
    text.text = '页头改版规模测试';
    // The header changes only through its own document.
    await saveChromeDraft(db, 'header', widgets.filter((w) => w.comptyle === 'header'));
    await second.rebuildSlots(await publishSlots(db, ['header'], SYSTEM));
    expect(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')).toContain('页头改版规模测试');
    expect(await second.ensureItemPage(itemId)).toBe(true);
    await second.settled();
    expect(page(dist, itemId)).toContain('页头改版规模测试');
    expect(page(dist, itemId).trimEnd().endsWith('</html>')).toBe(true);
  });

  it('a restart with new render code removes the stale item pages of an earlier run a page per turn of the event loop', async () => {
    const dist = path.join(base, 'restart-deployed');
    const ids = (await db.selectFrom('items as i').innerJoin('goods as g', 'g.goods_id', 'i.goods_id').select('i.item_id')
      .where('i.is_default', '=', true).where('g.is_gift', '=', false).where('g.approve_status', '=', 'onsale').orderBy('i.item_id').limit(12).execute()).map((r) => r.item_id);
    const first = createCompiler({ source: databaseSource(db), config: configFor(dist, true) });
    await first.runFull();
    for (const id of ids) expect(await first.ensureItemPage(id)).toBe(true);
    await first.settled();
    // A deploy: the shell every page is made from changed, so every item page made before is stale.
    const deployed = path.join(base, 'astro-deployed');
    fs.mkdirSync(path.join(deployed, 'shell'), { recursive: true });
    fs.writeFileSync(path.join(deployed, 'shell/index.html'), SHELL.replace('<main>', '<main data-deployed>'));
    // Each removal is noted with the turn of the event loop it happened in.
    let turn = 0;
    let ticking = true;
    const tick = () => { if (ticking) { turn++; setImmediate(tick); } };
    tick();
    const removedIn: number[] = [];
    let allRemoved!: () => void;
    const done = new Promise<void>((r) => { allRemoved = r; });
    const stop = onFilesChanged((files) => {
      for (const f of files) {
        if (!/items[\\/]\d+[\\/]index\.html$/.test(f) || fs.existsSync(f)) continue;
        removedIn.push(turn);
        if (removedIn.length === ids.length) allRemoved();
      }
    });
    try {
      const second = createCompiler({ source: databaseSource(db), config: { ...configFor(dist, true), astroOutDir: deployed } });
      await second.runFull();
      await done; // the check runs behind the build
      await second.settled();
    } finally {
      stop();
      ticking = false;
    }
    const perTurn = new Map<number, number>();
    for (const t of removedIn) perTurn.set(t, (perTurn.get(t) ?? 0) + 1);
    // One batch's removals ran without a turn between them (all 12 in one turn, 300 at 100,000 goods).
    expect(Math.max(...perTurn.values())).toBe(1);
    for (const id of ids) expect(fs.existsSync(path.join(dist, `items/${id}/index.html`))).toBe(false);
  });

  it('a shopper waiting for a first visit goes before a header publish: its page is written before any page the publish re-fills', async () => {
    const dist = path.join(base, 'shoppers-first');
    const paused = pausedSource();
    const real = databaseSource(db);
    // The publish's plan reads the item ids after it has taken the new header: the shopper's read is released then.
    let planned: (() => void) | undefined;
    const source: CompilerSource = { ...real, itemIds: async (goodsIds) => { if (!goodsIds) planned?.(); return real.itemIds(goodsIds); } };
    const compiler = createCompiler({ source, shopperSource: paused.source, config: { ...configFor(dist, true), shopperFirstMs: 60_000 } });
    await compiler.runFull();
    const { wasRead, release } = paused.arm();
    const first = compiler.ensureItemPage(itemId); // a first visit: read on the shoppers' own source, then held
    await wasRead;

    await saveHeaderText('顾客优先的页头');
    const slots = await publishSlots(db, ['header'], SYSTEM);
    const publishPlanned = new Promise<void>((r) => { planned = r; });
    const publishing = compiler.rebuildSlots(slots);
    await publishPlanned;
    expect(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')).not.toContain('顾客优先的页头'); // nothing re-filled yet
    release();
    expect(await first).toBe(true);
    await publishing;
    // Made with the header published meanwhile (its read was older than the publish), and written first.
    expect(page(dist, itemId)).toContain('顾客优先的页头');
    expect(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')).toContain('顾客优先的页头');
    const written = (file: string) => fs.statSync(path.join(dist, file), { bigint: true }).mtimeNs;
    expect(written(`items/${itemId}/index.html`)).toBeLessThanOrEqual(written('index.html'));
    await compiler.settled();
  });

  it('first visits asked for together are read together: one read for the first, one for those asked while it was out; each page whole', async () => {
    const dist = path.join(base, 'together');
    const real = databaseSource(db);
    const reads: number[][] = [];
    const shoppers: CompilerSource = { ...real, items: (ids) => { reads.push([...ids]); return real.items(ids); } };
    const compiler = createCompiler({ source: real, shopperSource: shoppers, config: configFor(dist, true) });
    await compiler.runFull();
    const ids = (await real.itemIds()).slice(0, 6);
    expect(ids).toHaveLength(6);
    const first = compiler.ensureItemPage(ids[0]);
    await vi.waitFor(() => expect(reads).toHaveLength(1)); // its read is out
    const rest = ids.slice(1).map((id) => compiler.ensureItemPage(id));
    expect(await Promise.all([first, ...rest])).toEqual(ids.map(() => true));
    expect(reads).toEqual([[ids[0]], ids.slice(1)]);
    for (const id of ids) expect(page(dist, id).trimEnd().endsWith('</html>')).toBe(true);
    await compiler.settled();
  });

  it('the background making of item pages waits while the shop says it is busy serving, and goes on when it is quiet', async () => {
    const dist = path.join(base, 'warm-busy');
    const source = databaseSource(db);
    const compiler = createCompiler({ source, config: { ...configFor(dist, true), warmItems: true } });
    await compiler.shopBusy(60_000);
    await compiler.runFull();
    await vi.waitFor(async () => expect(await compiler.pausedForShop()).toBe(true));
    const ids = await source.itemIds();
    for (const id of ids) expect(fs.existsSync(path.join(dist, `items/${id}/index.html`))).toBe(false);
    // A shopper's first visit is not held back by it.
    expect(await compiler.ensureItemPage(ids[0])).toBe(true);
    expect(page(dist, ids[0]).trimEnd().endsWith('</html>')).toBe(true);
    await compiler.shopBusy(0);
    await compiler.warmed();
    expect(await compiler.pausedForShop()).toBe(false);
    for (const id of ids) expect(page(dist, id).trimEnd().endsWith('</html>')).toBe(true);
    await compiler.settled();
  });

  it('with warmItems, every item page is made in the background after a build, and made again after a header publish', async () => {
    const dist = path.join(base, 'warm');
    const source = databaseSource(db);
    const compiler = createCompiler({ source, config: { ...configFor(dist, true), warmItems: true } });
    await compiler.runFull();
    await compiler.warmed();
    const ids = await source.itemIds();
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) expect(page(dist, id).trimEnd().endsWith('</html>')).toBe(true);

    await saveHeaderText('后台重做的页头');
    await compiler.rebuildSlots(await publishSlots(db, ['header'], SYSTEM));
    await compiler.warmed();
    for (const id of ids) expect(page(dist, id)).toContain('后台重做的页头');
    await compiler.settled();
  });

  it('a shop that stays busy still gets every item page made before with the new header, once the grace is over', async () => {
    const dist = path.join(base, 'warm-busy-publish');
    const source = databaseSource(db);
    const compiler = createCompiler({ source, config: { ...configFor(dist, true), warmItems: true, oldChromeGraceMs: 300 } });
    await compiler.runFull();
    await compiler.warmed();
    await compiler.settled(); // the warm pass's pages compressed: a sibling written later is told by the page's name
    const ids = await source.itemIds();
    await compiler.shopBusy(60_000); // and busy for the rest of the test: the old code waited the whole minute
    await saveHeaderText('忙时也换上的页头');
    const slots = await publishSlots(db, ['header'], SYSTEM);
    // Within the grace it waits: no item page is touched before it is over (however long the publish itself takes).
    const itemFiles = new Set(ids.map((id) => path.join(dist, `items/${id}/index.html`)));
    let firstTouched = Infinity;
    const stop = onFilesChanged((files) => { if (files.some((f) => itemFiles.has(f))) firstTouched = Math.min(firstTouched, Date.now()); });
    const publishedAt = Date.now();
    try {
      await compiler.rebuildSlots(slots);
      await compiler.warmed();
    } finally { stop(); }
    expect(firstTouched - publishedAt).toBeGreaterThanOrEqual(300);
    for (const id of ids) expect(page(dist, id)).toContain('忙时也换上的页头');
    await compiler.shopBusy(0);
    await compiler.settled();
  });

  it('past the grace, item pages still made with the old header leave the served folder: a request waits for its swap, none is served old again', async () => {
    const dist = path.join(base, 'retire');
    const { real, counted, reads } = countedSource();
    const compiler = createCompiler({ source: counted, shopperSource: counted, config: { ...configFor(dist, true), warmItems: true, oldChromeGraceMs: 300 } });
    await compiler.runFull();
    await compiler.warmed();
    const ids = await real.itemIds();
    const file = (id: number) => path.join(dist, `items/${id}/index.html`);
    await compiler.shopBusy(60_000); // the warm pass waits for a quiet shop until the grace is over
    await saveHeaderText('过了宽限期的页头');
    const slots = await publishSlots(db, ['header'], SYSTEM);
    // Within the grace, pages made before are served as they are (whole, the old header): none moves before it is over.
    const moved = new Map<string, number>();
    const stop = onFilesChanged((files) => { for (const f of files) if (!fs.existsSync(f) && !moved.has(f)) moved.set(f, Date.now()); });
    const publishedAt = Date.now();
    try {
      await compiler.rebuildSlots(slots);
      reads.length = 0;
      await compiler.oldPagesRetired();
      expect(Math.min(...moved.values()) - publishedAt).toBeGreaterThanOrEqual(300);
      // Past it: no page in the served folder has the old header (made again, or moved aside to be made on request).
      for (const id of ids) if (fs.existsSync(file(id))) expect(page(dist, id)).toContain('过了宽限期的页头');
      const aside = ids.filter((id) => !fs.existsSync(file(id)));
      expect(aside.length).toBeGreaterThan(0); // the old code left every one of them served old until the warm pass came
      for (const id of aside) expect(moved.has(file(id))).toBe(true); // moved, not removed (the warm pass makes some again meanwhile)
      // Asked for, one is made at once from its aside copy: the new header swapped in, no read.
      for (const id of aside.slice(0, 3)) {
        expect(await compiler.ensureItemPage(id)).toBe(true);
        expect(page(dist, id)).toContain('过了宽限期的页头');
      }
      expect(reads.filter((id) => aside.includes(id))).toEqual([]);
    } finally { stop(); }
    await compiler.shopBusy(0);
    await compiler.warmed();
    await compiler.settled();
    // Every page made again; nothing left aside.
    for (const id of ids) expect(page(dist, id)).toContain('过了宽限期的页头');
    expect(fs.readdirSync(path.join(dist, '.stale/items'))).toEqual([]);
    const fresh = await freshPages('retire-fresh', ids.slice(0, 3));
    for (const id of ids.slice(0, 3)) expect(page(dist, id)).toBe(page(fresh, id));
    // A restart clears what an earlier process left aside, and a page whose file went is made on request, not taken as current.
    fs.mkdirSync(path.join(dist, '.stale/items/1'), { recursive: true });
    fs.rmSync(path.dirname(file(ids[1])), { recursive: true });
    const restarted = createCompiler({ source: real, config: configFor(dist, true) });
    expect(fs.existsSync(path.join(dist, '.stale'))).toBe(false);
    await restarted.runFull();
    await restarted.settled();
    expect(fs.existsSync(file(ids[1]))).toBe(false);
    expect(await restarted.ensureItemPage(ids[1])).toBe(true);
    expect(page(dist, ids[1])).toContain('过了宽限期的页头');
    await restarted.settled();
  });

  it('after a header publish, an item page made before gets the new header swapped in: no read, no render, the bytes of a fresh render', async () => {
    const dist = path.join(base, 'swap');
    const { real, counted, reads } = countedSource();
    const compiler = createCompiler({ source: counted, shopperSource: counted, config: configFor(dist, true) });
    await compiler.runFull();
    const ids = (await real.itemIds()).slice(0, 3);
    for (const id of ids) expect(await compiler.ensureItemPage(id)).toBe(true);
    await compiler.settled();

    await saveHeaderText('拼接换上的页头');
    const slots = await publishSlots(db, ['header'], SYSTEM);
    reads.length = 0;
    // The publish makes the stale item pages again in the background; asked for, they are served whole with the old
    // header until then. Made by the swap: their answers are not read again.
    await compiler.rebuildSlots(slots);
    for (const id of ids) expect(await compiler.ensureItemPage(id)).toBe(true);
    await compiler.settled();
    expect(reads.filter((id) => ids.includes(id))).toEqual([]);

    const fresh = await freshPages('swap-fresh', ids);
    for (const id of ids) {
      expect(page(dist, id)).toContain('拼接换上的页头');
      expect(page(dist, id)).toBe(page(fresh, id));
    }
    // The manifest says the same of them: a restart keeps the swapped pages as they are.
    const { openManifest } = await import('./manifest.server');
    for (const id of ids) expect(openManifest(dist).get(`items/${id}/index.html`)).toBe(openManifest(fresh).get(`items/${id}/index.html`));
  });

  it('after a header publish, the item pages made before are made again a turn of the event loop apart, so a first visit is not held behind them all', async () => {
    const dist = path.join(base, 'turns');
    const compiler = createCompiler({ source: databaseSource(db), config: configFor(dist, true) });
    await compiler.runFull();
    const ids = (await databaseSource(db).itemIds()).slice(0, 12);
    for (const id of ids) expect(await compiler.ensureItemPage(id)).toBe(true);
    await compiler.settled();
    await saveHeaderText('一轮一页的页头');
    const slots = await publishSlots(db, ['header'], SYSTEM);
    // Item pages written before the first turn of the event loop after the first one: what a shopper's request
    // arriving then would wait behind (the swap needs no read, so without a turn between pages it is all of them).
    const itemFiles = new Set(ids.map((id) => path.join(dist, `items/${id}/index.html`)));
    // (A page is told again when its compressed siblings are written.)
    const written = new Set<string>();
    let beforeATurn: number | undefined;
    const stop = onFilesChanged((files) => {
      for (const f of files) {
        if (!itemFiles.has(f) || written.has(f)) continue;
        written.add(f);
        if (written.size === 1) setImmediate(() => { beforeATurn = written.size; });
      }
    });
    try {
      await compiler.rebuildSlots(slots);
      await compiler.settled();
    } finally { stop(); }
    expect(written.size).toBe(ids.length);
    for (const id of ids) expect(page(dist, id)).toContain('一轮一页的页头');
    expect(beforeATurn).toBeLessThanOrEqual(2);
  });
});
