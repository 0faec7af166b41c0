/**
 * Issue 22 point 5: an operator's change and its operation-log row commit together or not at all, and
 * NUL or a lone surrogate anywhere in a key or value is a 422 before any handler runs.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';

let t: TestApp;
let op: string;
const rebuilds: number[][] = [];
beforeAll(async () => {
  t = await createTestApp({ onCatalogChange: async (ids) => { rebuilds.push(ids); return { pages: [], ms: 0 }; } });
  op = await t.operatorToken();
});
afterAll(() => t.close());

/** A raw JSON body, so escapes such as \u0000 and lone \ud800 reach the server as written. */
async function raw(method: 'PUT' | 'POST', url: string, json: string) {
  const res = await t.app.inject({ method, url: `/api/admin${url}`, payload: json, headers: { authorization: `Bearer ${op}`, 'content-type': 'application/json' } });
  return { status: res.statusCode, body: res.json() };
}
const store = async (itemId: number) => (await t.db.selectFrom('items').select('store').where('item_id', '=', itemId).executeTakeFirstOrThrow()).store;
const logCount = async () => Number((await t.db.selectFrom('operation_logs').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const draftOf = async (id: number) => (await t.db.selectFrom('page_documents').select('widgets').where('slot', '=', `page:${id}`).where('state', '=', 'draft').executeTakeFirst())?.widgets;

describe('NUL and lone surrogates', () => {
  it('PUT items with a NUL in an extra key: 422 in Chinese, stock unchanged, no log row', async () => {
    const before = await store(2);
    const logs = await logCount();
    const res = await raw('PUT', '/items/2', '{"store":4242,"x\\u0000":"1"}');
    expect(res.status).toBe(422);
    expect(res.body.data.message).toMatch(/^参数 x.* 含有不允许的字符$/);
    expect(await store(2)).toBe(before);
    expect(await logCount()).toBe(logs);
  });

  it('at any depth, in keys and values, of JSON, form bodies and the query', async () => {
    const cases: [string, string][] = [
      ['/templates/1/draft', '{"widgets":[{"type":"W0011","props":{"deep":{"a\\ud800b":1}}}]}'],
      ['/templates/1/draft', '{"widgets":[{"type":"W0011","props":{"text":"x\\udc00"}}]}'],
      ['/templates/1/publish', '{"x":{"y":["\\u0000"]}}'],
      ['/combinations', '{"name":"头部","image":"/media/a.png","params":{"type":"W0006","k\\u0000":1}}'],
    ];
    const drafted = await draftOf(1);
    const logs = await logCount();
    for (const [url, body] of cases) {
      const res = await raw(url.endsWith('draft') ? 'PUT' : 'POST', url, body);
      expect(res.status, `${url} ${body}`).toBe(422);
      expect(res.body.data.message).toContain('含有不允许的字符');
    }
    const form = await t.app.inject({ method: 'PUT', url: '/api/admin/items/2?y=%00', headers: { authorization: `Bearer ${op}`, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'store=5' });
    expect(form.statusCode).toBe(422);
    const formKey = await t.app.inject({ method: 'PUT', url: '/api/admin/items/2', headers: { authorization: `Bearer ${op}`, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'store=5&a[b%00]=1' });
    expect(formKey.statusCode).toBe(422);
    // Shopper routes and logins too (the throttle keys its counters by the body).
    const login = await t.app.inject({ method: 'POST', url: '/api/h5app/wxapp/login', payload: { username: '1391111\u00007777', password: 'x' } });
    expect(login.statusCode).toBe(422);
    expect(await draftOf(1)).toEqual(drafted);
    expect(await logCount()).toBe(logs);
  });

  it('paired surrogates (emoji) are fine', async () => {
    const res = await raw('PUT', '/items/2', '{"store":7,"note":"辣😀"}');
    expect(res.status).toBe(200);
    expect(await store(2)).toBe(7);
  });
});

describe('the change and its log row commit together', () => {
  it('a successful change leaves exactly one row naming it; the rebuild runs after the commit', async () => {
    const logs = await logCount();
    const res = await raw('PUT', '/items/3', '{"store":31}');
    expect(res.status).toBe(200);
    expect(await store(3)).toBe(31);
    expect(await logCount()).toBe(logs + 1);
    expect(rebuilds.at(-1)).toEqual([3]);
  });

  it('when the log row cannot be written, the change is rolled back (no stock change without its audit row)', async () => {
    await sql`CREATE OR REPLACE FUNCTION refuse_log() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'log unavailable'; END $$`.execute(t.db);
    await sql`CREATE TRIGGER refuse_log BEFORE INSERT ON operation_logs FOR EACH ROW EXECUTE FUNCTION refuse_log()`.execute(t.db);
    try {
      const before = await store(4);
      const drafted = await draftOf(1);
      // No rebuild here: the item route commits before its rebuild, so use one that does not rebuild.
      const draft = await raw('PUT', '/templates/1/draft', JSON.stringify({ widgets: [] }));
      expect(draft.status).toBe(500);
      expect(await draftOf(1)).toEqual(drafted);
      const item = await raw('PUT', '/items/4', '{"store":4242}');
      expect(item.status).toBe(500);
      expect(await store(4)).toBe(before);
    } finally {
      await sql`DROP TRIGGER refuse_log ON operation_logs`.execute(t.db);
    }
  });

  it('a refused change (4xx) leaves neither the change nor a row', async () => {
    const logs = await logCount();
    const res = await raw('PUT', '/items/999999', '{"store":1}');
    expect(res.status).toBe(404);
    expect(await logCount()).toBe(logs);
  });

  it('parallel changes each get their row (one pinned connection per request)', async () => {
    const logs = await logCount();
    const all = await Promise.all(Array.from({ length: 12 }, (_, i) => raw('PUT', `/items/${(i % 4) + 1}`, `{"store":${100 + i}}`)));
    expect(all.every((r) => r.status === 200)).toBe(true);
    expect(await logCount()).toBe(logs + 12);
  });
});
