/**
 * A page's life: rename, enable/disable, delete, its published versions (view, roll back) and discarding
 * its draft. Publishing lives in documents.service; these functions return the slots the compiler must
 * rebuild.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';
import type { WidgetNode } from '../../../src/widgets/types';
import { migrateDocument } from '../../../src/document/migrate';
import { pageSlot, recordVersion, templateRow, writeSlot, SYSTEM, type Operator } from './documents.service';
import { advanceHead } from './heads.server';

export const TEMPLATE_STATUS = { enabled: 1, disabled: 2 } as const;
const TITLE_MAX = 100;

export interface TemplateChange { template_title?: string; status?: number }

/** Rename and/or enable/disable. The home page cannot be disabled (the shop would have no home). */
export async function updateTemplate(db: Database, templateId: number, change: TemplateChange) {
  const row = await templateRow(db, templateId);
  const set: { template_title?: string; status?: number } = {};
  if (change.template_title !== undefined) {
    const title = change.template_title.trim();
    if (!title) throw new BizError('请输入页面名称');
    if (title.length > TITLE_MAX) throw new BizError(`页面名称最多${TITLE_MAX}个字`);
    set.template_title = title;
  }
  if (change.status !== undefined) {
    if (change.status !== TEMPLATE_STATUS.enabled && change.status !== TEMPLATE_STATUS.disabled) throw new BizError('页面状态不合法');
    if (row.page_type === 'index' && change.status === TEMPLATE_STATUS.disabled) throw new BizError('首页不能停用');
    set.status = change.status;
  }
  if (!Object.keys(set).length) throw new BizError('没有要修改的内容');
  return db.updateTable('page_templates').set({ ...set, updated_at: sql`now()` }).where('theme_pc_template_id', '=', templateId).returningAll().executeTakeFirstOrThrow();
}

/** Removes the page, its drafts, published content and versions. The home page cannot be deleted. */
export async function deleteTemplate(db: Database, templateId: number, by: Operator = SYSTEM): Promise<void> {
  const row = await templateRow(db, templateId);
  if (row.page_type === 'index') throw new BizError('首页不能删除');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('page_documents').where('slot', '=', pageSlot(templateId)).execute();
    await trx.deleteFrom('page_versions').where('slot', '=', pageSlot(templateId)).execute();
    await trx.deleteFrom('page_templates').where('theme_pc_template_id', '=', templateId).execute();
    // An editor still open on it gets a 409 on its next save (not a page silently recreated); a scheduled
    // publish ends in a clear state.
    await advanceHead(trx, pageSlot(templateId), by.username);
    await trx.updateTable('scheduled_publishes').set({ status: 'cancelled', message: '页面已删除', finished_at: sql`now()` })
      .where('slot', '=', pageSlot(templateId)).where('status', '=', 'pending').execute();
  });
}

/** Has the page ever been published? A new page stays private (404) until then. */
export async function isPublished(db: Database, templateId: number): Promise<boolean> {
  return !!(await db.selectFrom('page_documents').select('id').where('slot', '=', pageSlot(templateId)).where('state', '=', 'published').executeTakeFirst());
}

/** Newest first, without contents; `is_live` marks the one shoppers see. Any slot: a page, the header or the footer. */
export async function listSlotVersions(db: Database, slot: string) {
  const current = await db.selectFrom('page_documents').select('widgets').where('slot', '=', slot).where('state', '=', 'published').executeTakeFirst();
  const rows = await db.selectFrom('page_versions').select(['version_id', 'operator_id', 'operator_name', 'rollback_of', 'created_at', 'widgets'])
    .where('slot', '=', slot).orderBy('version_id', 'desc').execute();
  // The live one is the newest version whose content is what is published.
  const liveId = rows.find((r) => current && JSON.stringify(r.widgets) === JSON.stringify(current.widgets))?.version_id ?? null;
  return {
    list: rows.map(({ widgets: _w, ...r }) => ({ ...r, is_live: r.version_id === liveId })),
    total_count: rows.length,
  };
}

export async function listVersions(db: Database, templateId: number) {
  await templateRow(db, templateId);
  return listSlotVersions(db, pageSlot(templateId));
}

/** One version's widgets (migrated to the current schema), for viewing. */
export async function getSlotVersion(db: Database, slot: string, versionId: number) {
  const row = await db.selectFrom('page_versions').selectAll().where('version_id', '=', versionId).where('slot', '=', slot).executeTakeFirst();
  if (!row) throw new BizError('版本不存在', 404);
  const widgets: WidgetNode[] = migrateDocument({ schemaVersion: row.schema_version, widgets: row.widgets }).widgets;
  return { version_id: row.version_id, operator_name: row.operator_name, created_at: row.created_at, widgets };
}

export async function getVersion(db: Database, templateId: number, versionId: number) {
  return getSlotVersion(db, pageSlot(templateId), versionId);
}

/**
 * Publishes an earlier version again (recorded as a new version pointing at it) and makes it the draft
 * too, so the editor shows what is live. Editors still open on the old draft get a 409 on their next save.
 */
export async function rollbackSlot(db: Database, slot: string, versionId: number, by: Operator): Promise<string> {
  const { widgets } = await getSlotVersion(db, slot, versionId);
  await db.transaction().execute(async (trx) => {
    await advanceHead(trx, slot, by.username);
    await writeSlot(trx, slot, 'published', widgets);
    await writeSlot(trx, slot, 'draft', widgets);
    await recordVersion(trx, slot, widgets, by, versionId);
  });
  return slot;
}

export async function rollback(db: Database, templateId: number, versionId: number, by: Operator): Promise<string> {
  return rollbackSlot(db, pageSlot(templateId), versionId, by);
}

/** Drops a slot's draft: the editor returns to what is live. Nothing to discard → a clear message. */
export async function discardSlotDraft(db: Database, slot: string, by: Operator = SYSTEM): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const res = await trx.deleteFrom('page_documents').where('slot', '=', slot).where('state', '=', 'draft').executeTakeFirst();
    if (!Number(res.numDeletedRows)) throw new BizError('没有可放弃的草稿');
    await advanceHead(trx, slot, by.username);
  });
}

export async function discardDraft(db: Database, templateId: number, by: Operator = SYSTEM): Promise<void> {
  await templateRow(db, templateId);
  await discardSlotDraft(db, pageSlot(templateId), by);
}
