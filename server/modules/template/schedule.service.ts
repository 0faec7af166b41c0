/**
 * 定时发布: publish a document's draft (a page, the header or the footer) at a chosen time. A schedule is a
 * row, so it survives restarts; the job runner (server/jobs.server.ts) publishes what is due. Every API
 * process runs the job: a due row is claimed with SKIP LOCKED, so it is published once, and its status, the
 * publish and the audit row commit together or not at all. A schedule whose draft is gone by then (discarded,
 * page deleted) ends as 'failed' with a Chinese reason; nothing is half-published.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';
import type { Job } from '../../jobs.server';
import { pageSlot, publishSlotsIn, templateRow, type Operator } from './documents.service';

export const SCHEDULE_STEP_MS = 15_000;
/** Far enough ahead that it is not a plain publish; not so far that it is forgotten. */
const MIN_AHEAD_MS = 60_000;
const MAX_AHEAD_MS = 366 * 24 * 3600_000;

export type OnPublish = (slots: string[]) => Promise<unknown>;

async function hasDraft(db: Database, slot: string): Promise<boolean> {
  return !!(await db.selectFrom('page_documents').select('id').where('slot', '=', slot).where('state', '=', 'draft').executeTakeFirst());
}

export async function createSchedule(db: Database, slot: string, runAt: Date, by: Operator, now = new Date()) {
  if (Number.isNaN(runAt.getTime())) throw new BizError('请选择发布时间');
  if (runAt.getTime() < now.getTime() + MIN_AHEAD_MS) throw new BizError('定时发布的时间至少要在一分钟之后');
  if (runAt.getTime() > now.getTime() + MAX_AHEAD_MS) throw new BizError('定时发布的时间不能超过一年');
  if (slot.startsWith('page:')) await templateRow(db, Number(slot.slice(5)));
  if (!(await hasDraft(db, slot))) throw new BizError('没有可发布的草稿，请先保存');
  try {
    return await db.insertInto('scheduled_publishes').values({ slot, run_at: runAt, operator_id: by.operator_id, operator_name: by.username })
      .returningAll().executeTakeFirstOrThrow();
  } catch (e) {
    if ((e as { code?: string }).code === '23505') throw new BizError('该页面已有待执行的定时发布，请先取消');
    throw e;
  }
}

/** Pending first (soonest first), then the latest finished ones; with their page titles. */
export async function listSchedules(db: Database, slot?: string) {
  let q = db.selectFrom('scheduled_publishes').selectAll();
  if (slot) q = q.where('slot', '=', slot);
  const rows = await q.orderBy(sql`status = 'pending'`, 'desc').orderBy('run_at', 'asc').limit(100).execute();
  const ids = rows.map((r) => r.slot).filter((s) => s.startsWith('page:')).map((s) => Number(s.slice(5)));
  const titles = new Map(ids.length ? (await db.selectFrom('page_templates').select(['theme_pc_template_id', 'template_title']).where('theme_pc_template_id', 'in', ids).execute())
    .map((r) => [pageSlot(r.theme_pc_template_id), r.template_title]) : []);
  const title = (s: string) => (s === 'header' ? '页头' : s === 'footer' ? '页尾' : titles.get(s) ?? '（已删除的页面）');
  return { list: rows.map((r) => ({ ...r, title: title(r.slot) })), total_count: rows.length };
}

export async function cancelSchedule(db: Database, scheduleId: number): Promise<void> {
  const res = await db.updateTable('scheduled_publishes').set({ status: 'cancelled', message: '已取消', finished_at: sql`now()` })
    .where('schedule_id', '=', scheduleId).where('status', '=', 'pending').executeTakeFirst();
  if (!Number(res.numUpdatedRows)) {
    const row = await db.selectFrom('scheduled_publishes').select('status').where('schedule_id', '=', scheduleId).executeTakeFirst();
    throw new BizError(row ? '该定时发布已执行或已取消' : '定时发布不存在', row ? 422 : 404);
  }
}

/** Publishes every due schedule, one transaction each; returns the slots published (to rebuild). */
export async function runDueSchedules(db: Database, onPublish?: OnPublish, now = new Date()): Promise<string[]> {
  const done: string[] = [];
  for (;;) {
    const slots = await db.transaction().execute(async (trx) => {
      const due = await trx.selectFrom('scheduled_publishes').selectAll().where('status', '=', 'pending').where('run_at', '<=', now)
        .orderBy('run_at').limit(1).forUpdate().skipLocked().executeTakeFirst();
      if (!due) return null;
      const by = { operator_id: due.operator_id, username: due.operator_name };
      const finish = (status: 'done' | 'failed', message: string) => trx.updateTable('scheduled_publishes')
        .set({ status, message, finished_at: sql`now()` }).where('schedule_id', '=', due.schedule_id).execute();
      if (!(await hasDraft(trx, due.slot))) {
        await finish('failed', '草稿已被放弃或页面已删除，未发布');
        return [];
      }
      const published = await publishSlotsIn(trx, [due.slot], by);
      await finish('done', published.length ? '已发布' : '草稿与线上相同，无需发布');
      await trx.insertInto('operation_logs').values({
        operator_id: due.operator_id, operator_name: due.operator_name, method: 'JOB', path: `scheduled_publishes/${due.schedule_id}`,
        action: '定时发布', entity: 'page_documents', entity_id: due.slot, before: null,
        after: JSON.stringify({ schedule_id: due.schedule_id, run_at: due.run_at, published }), ip: '',
      }).execute();
      return published;
    });
    if (slots === null) break;
    if (slots.length) {
      done.push(...slots);
      await onPublish?.(slots);
    }
  }
  return done;
}

export const scheduledPublishJob: Job = {
  name: 'scheduled-publish', everyMs: SCHEDULE_STEP_MS,
  run: (deps) => runDueSchedules(deps.db, deps.onPublish),
};
