/**
 * Operators are many: every save and publish names the version it read (If-Match / base_version); a stale
 * or forged one is a 409 that changes nothing; the shared header and footer change only through their own
 * documents, which have versions, rollback and discard like pages; presence says who has a page open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';

let t: TestApp;
let alice: string;
let bob: string;
let page: number;
const rebuilt: string[][] = [];

beforeAll(async () => {
  t = await createTestApp({ onPublish: async (slots) => { rebuilt.push(slots); return { pages: slots, ms: 1 }; } });
  alice = await t.operatorToken();
  const created = await t.admin(alice, 'POST', '/operators', { username: 'bob', password: 'bob-the-team-editor-2026', role: 'operator' });
  expect(created.status).toBe(200);
  bob = (await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'bob', password: 'bob-the-team-editor-2026' } })).json().data.token;
  page = (await t.admin(alice, 'POST', '/templates', { template_title: '团队页面', page_type: 'custom' })).body.data.theme_pc_template_id;
});
afterAll(async () => { await t.close(); });

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
async function call(token: string, method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method, url: `/api/admin${url}`, headers: { authorization: `Bearer ${token}`, ...headers }, payload: payload as object });
  return { status: res.statusCode, body: res.json(), etag: res.headers.etag as string | undefined };
}
const text = (uuid: string, words: string) => ({ type: 'W0011', uuid, text: words, width: 1190, height: 30, fontSize: 18 });
const open = (token: string) => call(token, 'GET', `/templates/${page}`);
const save = (token: string, body: unknown[], version: string | undefined) => call(token, 'PUT', `/templates/${page}/draft`, { widgets: body }, version ? { 'if-match': version } : {});

describe('saving a page names the version it read', () => {
  it('the read carries an ETag; a save based on it passes and moves it on; a second save on the old one is a Chinese 409 that changes nothing', async () => {
    const a = await open(alice);
    const b = await open(bob);
    expect(a.etag).toBe('"v0"');
    expect(a.body.data.version).toBe(0);
    expect(b.etag).toBe(a.etag);

    const first = await save(alice, [...a.body.data.body, text('a000000001', '爱丽丝的标题')], a.etag);
    expect(first.status).toBe(200);
    expect(first.etag).toBe('"v1"');
    expect(first.body.data.version).toBe(1);

    const stale = await save(bob, [...b.body.data.body, text('b000000001', '鲍勃的标题')], b.etag);
    expect(stale.status).toBe(409);
    expect(stale.body.data.message).toBe('页面已被其他人修改，请先载入最新内容再保存（admin 已保存了新的版本）');
    expect(stale.body.data.errors).toEqual({ version: ['1'] });
    const now = await open(bob);
    expect(now.body.data.body.map((w: { text?: string }) => w.text)).toContain('爱丽丝的标题');
    expect(now.body.data.body.map((w: { text?: string }) => w.text)).not.toContain('鲍勃的标题');
    expect(now.etag).toBe('"v1"');
  });

  it('the version may come as base_version in the body; forged or unreadable versions are refused', async () => {
    const cur = await open(alice);
    const v = cur.body.data.version as number;
    expect((await call(alice, 'PUT', `/templates/${page}/draft`, { widgets: cur.body.data.body, base_version: v + 5 })).status).toBe(409);
    expect((await call(alice, 'PUT', `/templates/${page}/draft`, { widgets: cur.body.data.body, base_version: -1 })).status).toBe(422);
    const junk = await save(alice, cur.body.data.body, '"我是版本"');
    expect([junk.status, junk.body.data.message]).toEqual([409, '版本号不合法，请重新载入页面']);
    expect((await save(alice, cur.body.data.body, '*')).status).toBe(409);
    expect((await open(alice)).body.data.version).toBe(v);
    const ok = await call(alice, 'PUT', `/templates/${page}/draft`, { widgets: cur.body.data.body, base_version: v });
    expect([ok.status, ok.body.data.version]).toEqual([200, v + 1]);
  });

  it('two saves on the same version at the same instant: exactly one passes', async () => {
    const cur = await open(alice);
    const results = await Promise.all([0, 1, 2, 3].map((i) => save(i % 2 ? bob : alice, [...cur.body.data.body, text(`c00000000${i}`, `并发${i}`)], cur.etag)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const after = await open(alice);
    expect(after.body.data.version).toBe(cur.body.data.version + 1);
    expect(after.body.data.body.filter((w: { text?: string }) => String(w.text).startsWith('并发'))).toHaveLength(1);
  });

  it('a publish on a stale version is a 409 and publishes nothing; two publishes at once record one version', async () => {
    const cur = await open(alice);
    expect((await call(alice, 'POST', `/templates/${page}/publish`, {}, { 'if-match': `"v${cur.body.data.version - 1}"` })).status).toBe(409);
    expect((await t.call('GET', 'pctemplate/getTemplateContent', { theme_pc_template_id: page })).status).toBe(404);
    const both = await Promise.all([alice, bob].map((tok) => call(tok, 'POST', `/templates/${page}/publish`, {}, { 'if-match': cur.etag! })));
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.body.data.slots.length).sort()).toEqual([0, 1]);
    expect((await call(alice, 'GET', `/templates/${page}/versions`)).body.data.total_count).toBe(1);
  });

  it('discarding the draft and rolling back move the version on, so an editor open before must reload', async () => {
    const cur = await open(alice);
    await save(alice, [...cur.body.data.body, text('d000000001', '待放弃')], cur.etag);
    expect((await call(bob, 'DELETE', `/templates/${page}/draft`)).status).toBe(200);
    expect((await save(alice, cur.body.data.body, `"v${cur.body.data.version + 1}"`)).status).toBe(409);
  });

  it('a draft of 5,000 widgets is refused in Chinese and changes nothing', async () => {
    const cur = await open(alice);
    const huge = [...cur.body.data.body, ...Array.from({ length: 5000 }, (_, i) => text(`e${String(i).padStart(9, '0')}`, `第${i}个`))];
    const res = await save(alice, huge, cur.etag);
    expect(res.status).toBe(422);
    expect(res.body.data.message).toMatch(/^一个页面最多1000个组件/);
    expect((await open(alice)).body.data.version).toBe(cur.body.data.version);
  });
});

describe('the shared header and footer change only in their own editor', () => {
  it('a page save may carry the header unchanged, never a changed one nor a body panel switched to 头部', async () => {
    const cur = await open(alice);
    const all = cur.body.data.widgets as Record<string, unknown>[];
    expect((await save(alice, all, cur.etag)).status).toBe(200);
    const v = `"v${cur.body.data.version + 1}"`;
    const changed = all.map((w) => (w.comptyle === 'header' ? { ...w, height: Number(w.height) + 10 } : w));
    const res = await save(alice, changed, v);
    expect([res.status, res.body.data.message]).toEqual([422, '页头、页尾是所有页面共用的，请在页头/页尾自己的编辑器中修改']);
    const panel = { type: 'W0006', uuid: 'f000000001', comptyle: 'header', height: 100, childWidgets: [] };
    expect((await save(alice, [...cur.body.data.body, panel], v)).status).toBe(422);
    const header = await call(alice, 'GET', '/chrome/header');
    expect(header.body.data.widgets.some((w: { uuid: string }) => w.uuid === 'f000000001')).toBe(false);
  });

  it('publishing a page never publishes the header; the header has versions, rollback and discard of its own, and keeps its 背景颜色/主题色', async () => {
    const h = await call(alice, 'GET', '/chrome/header');
    expect(h.etag).toBe(`"v${h.body.data.version}"`);
    const settings = { type: 'W0000', uuid: 'ffffffff01', backgroundColor: '#101010', themeColor: '#ff0000' };
    // The header's own settings (the seeded one has a W0000 with its white band) are replaced, its panels made taller.
    const edited = [settings, ...h.body.data.widgets.filter((w: Record<string, unknown>) => w.type !== 'W0000').map((w: Record<string, unknown>) => ({ ...w, height: Number(w.height) + 20 }))];
    const saved = await call(alice, 'PUT', '/chrome/header/draft', { widgets: edited }, { 'if-match': h.etag! });
    expect(saved.status).toBe(200);
    expect((await call(bob, 'PUT', '/chrome/header/draft', { widgets: h.body.data.widgets }, { 'if-match': h.etag! })).status).toBe(409);

    rebuilt.length = 0;
    const p = await open(alice);
    await call(alice, 'POST', `/templates/${page}/publish`, {}, { 'if-match': p.etag! });
    expect(rebuilt.flat()).not.toContain('header');
    expect((await call(alice, 'GET', '/chrome/header')).body.data.published).toEqual(h.body.data.published);

    const reread = await call(alice, 'GET', '/chrome/header');
    expect(reread.body.data.widgets.find((w: { type: string }) => w.type === 'W0000')).toMatchObject({ backgroundColor: '#101010', themeColor: '#ff0000' });
    const pub = await call(alice, 'POST', '/chrome/header/publish', {}, { 'if-match': reread.etag! });
    expect(pub.body.data.slots).toEqual(['header']);
    const versions = (await call(alice, 'GET', '/chrome/header/versions')).body.data;
    expect(versions.list[0].is_live).toBe(true);
    expect(versions.list[0].operator_name).toBe('admin');

    // discard a later draft, then roll back to the first version (if the seed recorded one) or keep the one we have
    await call(alice, 'PUT', '/chrome/header/draft', { widgets: h.body.data.widgets });
    expect((await call(alice, 'DELETE', '/chrome/header/draft')).status).toBe(200);
    expect((await call(alice, 'GET', '/chrome/header')).body.data.widgets).toEqual((await call(alice, 'GET', '/chrome/header')).body.data.published);
    expect((await call(alice, 'DELETE', '/chrome/header/draft')).body.data.message).toBe('没有可放弃的草稿');

    await call(alice, 'PUT', '/chrome/header/draft', { widgets: h.body.data.widgets });
    await call(alice, 'POST', '/chrome/header/publish', {});
    const list = (await call(alice, 'GET', '/chrome/header/versions')).body.data.list;
    const back = await call(bob, 'POST', '/chrome/header/rollback', { version_id: list[1].version_id });
    expect([back.status, back.body.data.slots]).toEqual([200, ['header']]);
    const after = await call(alice, 'GET', '/chrome/header');
    expect(after.body.data.published.find((w: { type: string }) => w.type === 'W0000')).toMatchObject({ themeColor: '#ff0000' });
    const one = await call(alice, 'GET', `/chrome/header/versions/${list[1].version_id}`);
    expect(one.body.data.widgets).toEqual(after.body.data.published);
    expect((await call(alice, 'GET', '/chrome/footer/versions/999999')).status).toBe(404);
  });
});

describe('presence', () => {
  it('a heartbeat answers who else has the page open and the version now; leaving removes the tab', async () => {
    const a = await call(alice, 'POST', `/templates/${page}/presence`, { client_id: 'tab-alice-1' });
    expect(a.body.data.editors).toEqual([]);
    const b = await call(bob, 'POST', `/templates/${page}/presence`, { client_id: 'tab-bob-0001' });
    expect(b.body.data.editors.map((e: { operator_name: string }) => e.operator_name)).toEqual(['admin']);
    expect(b.body.data.version).toBe((await open(bob)).body.data.version);
    expect((await call(alice, 'POST', `/templates/${page}/presence`, { client_id: 'tab-alice-1' })).body.data.editors.map((e: { operator_name: string }) => e.operator_name)).toEqual(['bob']);
    await call(bob, 'DELETE', `/templates/${page}/presence`, { client_id: 'tab-bob-0001' });
    expect((await call(alice, 'POST', `/templates/${page}/presence`, { client_id: 'tab-alice-1' })).body.data.editors).toEqual([]);
    expect((await call(alice, 'POST', `/templates/${page}/presence`, { client_id: 'x' })).status).toBe(422);
    expect((await call(alice, 'POST', '/templates/99999/presence', { client_id: 'tab-alice-1' })).status).toBe(404);
  });
});
