/** Page lifecycle through the admin API: private until published, versions, rollback, discard, rename, disable, delete. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';

let t: TestApp;
let op: string;
const rebuilt: string[][] = [];
beforeAll(async () => {
  t = await createTestApp({ onPublish: async (slots) => { rebuilt.push(slots); return { pages: slots, ms: 1 }; } });
  op = await t.operatorToken();
});
afterAll(async () => { await t.close(); });

const admin = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: { authorization: `Bearer ${op}` }, payload: payload as object });
const text = (words: string) => ({ type: 'W0011', uuid: `a${Math.random().toString(16).slice(2, 11)}`.slice(0, 10), text: words, width: 1190, height: 30, fontSize: 18 });
const liveTexts = async (id: number) => {
  const res = await t.call('GET', 'pctemplate/getTemplateContent', { theme_pc_template_id: id });
  return { status: res.status, texts: res.status === 200 ? res.body.data.map((r: { config: string }) => JSON.parse(r.config).text) : [] };
};
async function newPage(title: string): Promise<number> {
  return (await admin('POST', '/templates', { template_title: title, page_type: 'custom' })).json().data.theme_pc_template_id;
}
async function saveAndPublish(id: number, words: string) {
  expect((await admin('PUT', `/templates/${id}/draft`, { widgets: [{ type: 'W0000', uuid: 'p000000000' }, text(words)], chrome: [] })).statusCode).toBe(200);
  expect((await admin('POST', `/templates/${id}/publish`)).statusCode).toBe(200);
}

describe('page lifecycle', () => {
  it('a new page is private (404) until its first publish', async () => {
    const id = await newPage('新品页');
    expect((await liveTexts(id)).status).toBe(404);
    const listed = (await admin('GET', '/templates')).json().data.list.find((r: { theme_pc_template_id: number }) => r.theme_pc_template_id === id);
    expect(listed.is_published).toBe(false);
    await saveAndPublish(id, '第一版');
    expect(await liveTexts(id)).toEqual({ status: 200, texts: expect.arrayContaining(['第一版']) });
  });

  it('records a version per publish with operator and time; rollback publishes it again and rebuilds', async () => {
    const id = await newPage('版本页');
    await saveAndPublish(id, '版本一');
    await saveAndPublish(id, '版本二');
    const versions = (await admin('GET', `/templates/${id}/versions`)).json().data;
    expect(versions.total_count).toBe(2);
    const [second, first] = versions.list;
    expect(second).toMatchObject({ operator_name: 'admin', is_live: true });
    expect(first.is_live).toBe(false);
    expect(new Date(first.created_at).getTime()).toBeLessThanOrEqual(new Date(second.created_at).getTime());
    const viewed = (await admin('GET', `/templates/${id}/versions/${first.version_id}`)).json().data;
    expect(viewed.widgets.map((w: { text?: string }) => w.text)).toContain('版本一');

    rebuilt.length = 0;
    const res = await admin('POST', `/templates/${id}/rollback`, { version_id: first.version_id });
    expect(res.statusCode).toBe(200);
    expect(rebuilt).toEqual([[`page:${id}`]]);
    expect((await liveTexts(id)).texts).toContain('版本一');
    expect((await liveTexts(id)).texts).not.toContain('版本二');
    const after = (await admin('GET', `/templates/${id}/versions`)).json().data.list;
    expect(after[0]).toMatchObject({ rollback_of: first.version_id, is_live: true });
    // the editor shows what is live again
    expect((await admin('GET', `/templates/${id}`)).json().data.widgets.map((w: { text?: string }) => w.text)).toContain('版本一');
  });

  it('refuses a rollback to a version of another page or garbage, changing nothing', async () => {
    const a = await newPage('甲页');
    const b = await newPage('乙页');
    await saveAndPublish(a, '甲');
    await saveAndPublish(b, '乙');
    const va = (await admin('GET', `/templates/${a}/versions`)).json().data.list[0].version_id;
    const wrong = await admin('POST', `/templates/${b}/rollback`, { version_id: va });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().data.message).toBe('版本不存在');
    const junk = await admin('POST', `/templates/${b}/rollback`, { version_id: 'x' });
    expect(junk.statusCode).toBe(422);
    expect(junk.json().data.message).toBe('请选择要回滚的版本');
    expect((await liveTexts(b)).texts).toContain('乙');
  });

  it('discarding the draft returns the editor to what is live', async () => {
    const id = await newPage('草稿页');
    await saveAndPublish(id, '线上');
    await admin('PUT', `/templates/${id}/draft`, { widgets: [{ type: 'W0000', uuid: 'p000000000' }, text('草稿')], chrome: [] });
    expect((await admin('GET', `/templates/${id}`)).json().data.widgets.map((w: { text?: string }) => w.text)).toContain('草稿');
    expect((await admin('DELETE', `/templates/${id}/draft`)).statusCode).toBe(200);
    const widgets = (await admin('GET', `/templates/${id}`)).json().data.widgets.map((w: { text?: string }) => w.text);
    expect(widgets).toContain('线上');
    expect(widgets).not.toContain('草稿');
    const again = await admin('DELETE', `/templates/${id}/draft`);
    expect(again.statusCode).toBe(422);
    expect(again.json().data.message).toBe('没有可放弃的草稿');
  });

  it('renames, disables (404 live) and deletes a page; the home page cannot be disabled or deleted', async () => {
    const id = await newPage('旧名');
    await saveAndPublish(id, '上线内容');
    const renamed = await admin('PUT', `/templates/${id}`, { template_title: '新名' });
    expect(renamed.json().data.template_title).toBe('新名');
    expect((await admin('PUT', `/templates/${id}`, { template_title: '  ' })).json().data.message).toBe('请输入页面名称');
    rebuilt.length = 0;
    expect((await admin('PUT', `/templates/${id}`, { status: 2 })).statusCode).toBe(200);
    expect(rebuilt).toEqual([[`page:${id}`]]);
    expect((await liveTexts(id)).status).toBe(404);
    expect((await admin('PUT', `/templates/${id}`, { status: 1 })).statusCode).toBe(200);
    expect((await liveTexts(id)).status).toBe(200);
    expect((await admin('DELETE', `/templates/${id}`)).statusCode).toBe(200);
    expect((await liveTexts(id)).status).toBe(404);
    expect((await admin('GET', `/templates/${id}`)).statusCode).toBe(404);

    const home = (await admin('GET', '/templates?page_type=index')).json().data.list[0].theme_pc_template_id;
    expect((await admin('PUT', `/templates/${home}`, { status: 2 })).json().data.message).toBe('首页不能停用');
    expect((await admin('DELETE', `/templates/${home}`)).json().data.message).toBe('首页不能删除');
  });

  it('a page save never writes the shared header: a changed one is refused, an unchanged one is left alone', async () => {
    const a = await newPage('页甲');
    const b = await newPage('页乙');
    const header = (await admin('GET', '/chrome/header')).json().data.widgets;
    // In a page's one list the header is its panels; its own settings (W0000) stay in its own document.
    const panels = header.filter((w: { type: string }) => w.type !== 'W0000');
    const changedA = await admin('PUT', `/templates/${a}/draft`, { widgets: [{ ...panels[0], height: 123 }, { type: 'W0000', uuid: 'p000000000' }] });
    expect([changedA.statusCode, changedA.json().data.message]).toEqual([422, '页头、页尾是所有页面共用的，请在页头/页尾自己的编辑器中修改']);
    const savedB = await admin('PUT', `/templates/${b}/draft`, { widgets: [...panels, { type: 'W0000', uuid: 'p000000001' }] });
    expect(savedB.statusCode).toBe(200);
    expect((await admin('GET', '/chrome/header')).json().data.widgets).toEqual(header);
    expect((await admin('POST', `/templates/${b}/publish`)).json().data.slots).toEqual([`page:${b}`]);
  });

  it('a save that carries only the body (no chrome named) keeps the shared header and footer', async () => {
    const id = await newPage('只有正文');
    const before = { header: (await admin('GET', '/chrome/header')).json().data.widgets, footer: (await admin('GET', '/chrome/footer')).json().data.widgets };
    expect(before.header.length).toBeGreaterThan(0);
    const saved = await admin('PUT', `/templates/${id}/draft`, { widgets: [{ type: 'W0000', uuid: 'p000000002' }, text('正文')] });
    expect(saved.statusCode).toBe(200);
    expect((await admin('GET', '/chrome/header')).json().data.widgets).toEqual(before.header);
    expect((await admin('GET', '/chrome/footer')).json().data.widgets).toEqual(before.footer);
    // and publishing that page leaves the live header alone
    expect((await admin('POST', `/templates/${id}/publish`)).json().data.slots).toEqual([`page:${id}`]);
  });
});
