/**
 * Page documents that would poison the site: out-of-range goods ids, NUL and lone surrogates, CSS in
 * colour fields, javascript: URLs. Saving one is a 422 naming the field; one already stored (older data,
 * written straight to the database) neither stops publishing and rebuilding the other pages nor reaches
 * a published page as CSS. The app runs with the real compiler wired in, as in production.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { compilerHooks, writeShell } from '../../../tests/fuzz/env';
import { CURRENT_SCHEMA_VERSION } from '../../../src/document/migrate';
import { pageSlot } from './documents.service';

const INJECTION = 'red;}body{display:none}';

let t: TestApp;
let op: string;
let astroOut: string;
let hooks: ReturnType<typeof compilerHooks> | undefined;
beforeAll(async () => {
  astroOut = writeShell(fs.mkdtempSync(path.join(os.tmpdir(), 'doc-safety-')));
  t = await createTestApp({ onPublish: (s) => hooks!.onPublish(s), onCatalogChange: (ids) => hooks!.onCatalogChange(ids) });
  hooks = compilerHooks(t.db, { ...t.config, astroOutDir: astroOut });
  await hooks.compiler.runFull();
  op = await t.operatorToken();
});
afterAll(async () => {
  // The compressed siblings of the last rebuild are written in the background: removing the folders under them failed the file (ENOTEMPTY).
  await hooks?.compiler.settled();
  await t.close();
  fs.rmSync(astroOut, { recursive: true, force: true });
});

const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: { authorization: `Bearer ${op}`, ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) }, payload: payload as object });

async function newPage(title: string): Promise<number> {
  return (await admin('POST', '/templates', { template_title: title, page_type: 'custom' })).json().data.theme_pc_template_id;
}
const text = (extra: Record<string, unknown> = {}) => ({ type: 'W0011', uuid: 'text000001', text: '限时包邮', width: 1190, height: 30, ...extra });
const goodsBlock = (goodsId: number) => ({ type: 'W0002', uuid: 'goods00001', data: [{ goods_id: goodsId, itemId: goodsId, title: '花椒', imgUrl: '', price: 100 }] });

describe('saving a page document', () => {
  it('refuses CSS in a colour field with 422 naming the field', async () => {
    const id = await newPage('颜色');
    const res = await admin('PUT', `/templates/${id}/draft`, { widgets: [text({ color: INJECTION })] });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.message).toMatch(/颜色值不合法：color/);
    const page = await admin('PUT', `/templates/${id}/draft`, { widgets: [{ type: 'W0000', uuid: 'page000001', backgroundColor: INJECTION }] });
    expect(page.json().data.message).toContain('backgroundColor');
    const search = await admin('PUT', `/templates/${id}/draft`, { widgets: [{ type: 'W0008', uuid: 'search0001', wgtTextColor: 'rgb(1,2,3)' }, { type: 'W0008', uuid: 'search0002', data: [{ title: '花椒', wgtHotKeywordTextColor: 'expression(alert(1))' }] }] });
    expect(search.statusCode).toBe(422);
    expect(search.json().data.message).toContain('data[0].wgtHotKeywordTextColor');
    expect((await admin('GET', `/templates/${id}`)).json().data.widgets.filter((w: { type: string }) => w.type === 'W0011')).toEqual([]);
  });

  it('accepts hex, rgb/rgba, named and transparent colours', async () => {
    const id = await newPage('合法颜色');
    const widgets = ['#fff', '#FF5D02', '#000000ff', 'rgb(255, 0, 0)', 'rgba(0,0,0,0.5)', 'red', 'transparent'].map((c, i) => text({ uuid: `text00000${i}`, color: c }));
    expect((await admin('PUT', `/templates/${id}/draft`, { widgets })).statusCode).toBe(200);
  });

  it('refuses javascript: URLs, CSS in sizes, out-of-range goods ids, NUL and lone surrogates', async () => {
    const id = await newPage('非法内容');
    const cases: [unknown, string][] = [
      [{ type: 'W0001', uuid: 'carousel01', data: [{ imgUrl: 'javascript:alert(1)', pathData: {} }] }, 'data[0].imgUrl'],
      [text({ width: '10px;display:none' }), 'width'],
      [goodsBlock(99_999_999_999), 'data[0].goods_id'],
      [text({ text: 'a\u0000b' }), 'text'],
    ];
    for (const [widget, field] of cases) {
      const res = await admin('PUT', `/templates/${id}/draft`, { widgets: [widget] });
      expect(res.statusCode).toBe(422);
      expect(res.json().data.message).toContain(field);
    }
    // A lone surrogate only exists in JSON text (\ud800 escapes): sent raw.
    const lone = await admin('PUT', `/templates/${id}/draft`, '{"widgets":[{"type":"W0011","uuid":"text000001","text":"\\ud800"}]}');
    expect(lone.statusCode).toBe(422);
    expect(await t.db.selectFrom('page_documents').select('id').where('slot', '=', pageSlot(id)).executeTakeFirst()).toBeUndefined();
  });
});

describe('a bad document already stored', () => {
  let poisoned: number;
  beforeAll(async () => {
    // Older data written before these checks: an impossible goods id and CSS in colour fields, published.
    poisoned = await newPage('旧数据');
    const widgets = [{ type: 'W0000', uuid: 'page000001', backgroundColor: INJECTION, themeColor: INJECTION }, text({ color: INJECTION }), goodsBlock(99_999_999_999)];
    await t.db.insertInto('page_documents').values({ slot: pageSlot(poisoned), state: 'published', schema_version: CURRENT_SCHEMA_VERSION, widgets: JSON.stringify(widgets) as never }).execute();
  });

  it('is still served by getTemplateContent, and publishing it rebuilds without failing', async () => {
    const res = await t.call('GET', 'pctemplate/getTemplateContent', { theme_pc_template_id: poisoned });
    expect(res.status).toBe(200);
    // A draft change on that page, then publish: the rebuild runs over the stored document.
    await t.db.insertInto('page_documents').values({ slot: pageSlot(poisoned), state: 'draft', schema_version: CURRENT_SCHEMA_VERSION,
      widgets: JSON.stringify([text({ color: INJECTION, text: '新文案' }), goodsBlock(99_999_999_999)]) as never }).execute();
    const pub = await admin('POST', `/templates/${poisoned}/publish`);
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data.pages).toContain(`/custompage/${poisoned}`);
  });

  it('renders without the injected CSS', async () => {
    const html = fs.readFileSync(path.join(t.config.distDir, `custompage/${poisoned}/index.html`), 'utf8');
    expect(html).toContain('新文案');
    expect(html).not.toContain('display:none');
    expect(html).not.toContain('body{');
  });

  it('does not stop other pages from publishing, nor price changes from rebuilding', async () => {
    const other = await newPage('正常页面');
    expect((await admin('PUT', `/templates/${other}/draft`, { widgets: [text()] })).statusCode).toBe(200);
    const pub = await admin('POST', `/templates/${other}/publish`);
    expect(pub.statusCode).toBe(200);
    expect(fs.existsSync(path.join(t.config.distDir, `custompage/${other}/index.html`))).toBe(true);
    const item = await t.db.selectFrom('items').select('item_id').orderBy('item_id').executeTakeFirstOrThrow();
    const put = await admin('PUT', `/items/${item.item_id}`, { price: 4321 });
    expect(put.statusCode).toBe(200);
    // The rebuild runs past the bad document: the goods' own page is made (pages that do not show it are left alone).
    expect(put.json().data.rebuilt.pages).toContain(`/items/${item.item_id}`);
    expect(put.json().data.rebuilt.pages).not.toContain(`/custompage/${other}`);
  });
});
