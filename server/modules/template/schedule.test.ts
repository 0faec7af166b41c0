/**
 * 定时发布: created with a draft and a future time, listed, cancellable, run by the job (once, even when two
 * processes' jobs run at the same instant), audited; a schedule whose draft was discarded ends 'failed'
 * with nothing published. The schedule is a row: a restarted process finds it (the job reads the table).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { runDueSchedules } from './schedule.service';

let t: TestApp;
let op: string;
const rebuilt: string[][] = [];
beforeAll(async () => {
  t = await createTestApp({ onPublish: async (slots) => { rebuilt.push(slots); return { pages: slots, ms: 1 }; } });
  op = await t.operatorToken();
});
afterAll(async () => { await t.close(); });

const admin = async (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) => {
  const res = await t.app.inject({ method, url: `/api/admin${url}`, headers: { authorization: `Bearer ${op}` }, payload: payload as object });
  return { status: res.statusCode, body: res.json() };
};
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const text = (uuid: string, words: string) => ({ type: 'W0011', uuid, text: words, width: 1190, height: 30, fontSize: 18 });

async function pageWithDraft(title: string, words: string): Promise<number> {
  const id = (await admin('POST', '/templates', { template_title: title, page_type: 'custom' })).body.data.theme_pc_template_id;
  expect((await admin('PUT', `/templates/${id}/draft`, { widgets: [text('aaaaaaaaa1', words)] })).status).toBe(200);
  return id;
}

describe('scheduled publish', () => {
  it('refuses a past time, a page without a draft and a second pending schedule, in Chinese', async () => {
    const empty = (await admin('POST', '/templates', { template_title: '无草稿', page_type: 'custom' })).body.data.theme_pc_template_id;
    expect((await admin('POST', `/templates/${empty}/schedule`, { run_at: inMinutes(5) })).body.data.message).toBe('没有可发布的草稿，请先保存');
    const id = await pageWithDraft('定时一', '定时内容一');
    expect((await admin('POST', `/templates/${id}/schedule`, { run_at: inMinutes(-5) })).body.data.message).toBe('定时发布的时间至少要在一分钟之后');
    expect((await admin('POST', `/templates/${id}/schedule`, { run_at: '明天' })).body.data.message).toBe('请选择发布时间');
    expect((await admin('POST', `/templates/${id}/schedule`, { run_at: inMinutes(5) })).status).toBe(200);
    const again = await admin('POST', `/templates/${id}/schedule`, { run_at: inMinutes(9) });
    expect([again.status, again.body.data.message]).toEqual([422, '该页面已有待执行的定时发布，请先取消']);
  });

  it('publishes what is due exactly once though two job runs race, audits it, and leaves the rest pending', async () => {
    const id = await pageWithDraft('定时二', '定时内容二');
    const s = (await admin('POST', `/templates/${id}/schedule`, { run_at: inMinutes(2) })).body.data;
    const later = await pageWithDraft('定时三', '定时内容三');
    await admin('POST', `/templates/${later}/schedule`, { run_at: inMinutes(60) });
    rebuilt.length = 0;
    const at = new Date(Date.now() + 3 * 60_000);
    const runs = await Promise.all([runDueSchedules(t.db, async (slots) => { rebuilt.push(slots); }, at), runDueSchedules(t.db, async (slots) => { rebuilt.push(slots); }, at)]);
    expect(runs.flat().filter((slot) => slot === `page:${id}`)).toHaveLength(1);
    expect(rebuilt.flat()).toContain(`page:${id}`);
    expect(rebuilt.flat()).not.toContain(`page:${later}`);
    const live = await t.call('GET', 'pctemplate/getTemplateContent', { theme_pc_template_id: id });
    expect(live.status).toBe(200);
    const list = (await admin('GET', '/schedules')).body.data.list;
    expect(list.find((r: { schedule_id: number }) => r.schedule_id === s.schedule_id)).toMatchObject({ status: 'done', message: '已发布', title: '定时二' });
    expect(list.find((r: { slot: string }) => r.slot === `page:${later}`)).toMatchObject({ status: 'pending' });
    const log = await t.db.selectFrom('operation_logs').selectAll().where('action', '=', '定时发布').where('entity_id', '=', `page:${id}`).execute();
    expect(log).toHaveLength(1);
    expect((await admin('GET', `/templates/${id}/versions`)).body.data.list[0].operator_name).toBe('admin');
  });

  it('a cancelled schedule never runs; cancelling twice is a clear message', async () => {
    const id = await pageWithDraft('定时四', '定时内容四');
    const s = (await admin('POST', `/templates/${id}/schedule`, { run_at: inMinutes(2) })).body.data;
    expect((await admin('DELETE', `/schedules/${s.schedule_id}`)).status).toBe(200);
    expect((await admin('DELETE', `/schedules/${s.schedule_id}`)).body.data.message).toBe('该定时发布已执行或已取消');
    expect((await admin('DELETE', '/schedules/999999')).status).toBe(404);
    await runDueSchedules(t.db, undefined, new Date(Date.now() + 3 * 60_000));
    expect((await t.call('GET', 'pctemplate/getTemplateContent', { theme_pc_template_id: id })).status).toBe(404);
  });

  it('a schedule whose draft was discarded ends failed and publishes nothing; a deleted page cancels its schedule', async () => {
    const id = await pageWithDraft('定时五', '定时内容五');
    const s = (await admin('POST', `/templates/${id}/schedule`, { run_at: inMinutes(2) })).body.data;
    await admin('DELETE', `/templates/${id}/draft`);
    expect(await runDueSchedules(t.db, undefined, new Date(Date.now() + 3 * 60_000))).toEqual([]);
    const row = (await admin('GET', `/schedules?slot=page:${id}`)).body.data.list[0];
    expect(row).toMatchObject({ schedule_id: s.schedule_id, status: 'failed', message: '草稿已被放弃或页面已删除，未发布' });
    expect((await t.call('GET', 'pctemplate/getTemplateContent', { theme_pc_template_id: id })).status).toBe(404);

    const gone = await pageWithDraft('定时六', '定时内容六');
    await admin('POST', `/templates/${gone}/schedule`, { run_at: inMinutes(2) });
    await admin('DELETE', `/templates/${gone}`);
    expect((await admin('GET', `/schedules?slot=page:${gone}`)).body.data.list[0]).toMatchObject({ status: 'cancelled', message: '页面已删除', title: '（已删除的页面）' });
  });

  it('the header can be scheduled too', async () => {
    const h = (await admin('GET', '/chrome/header')).body.data;
    await admin('PUT', '/chrome/header/draft', { widgets: h.widgets.map((w: Record<string, unknown>) => ({ ...w, height: Number(w.height) + 1 })) });
    const s = await admin('POST', '/chrome/header/schedule', { run_at: inMinutes(2) });
    expect(s.body.data.slot).toBe('header');
    expect(await runDueSchedules(t.db, undefined, new Date(Date.now() + 3 * 60_000))).toEqual(['header']);
  });
});
