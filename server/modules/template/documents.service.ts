/**
 * Page documents: drafts and published versions are separate rows; publishing is an event the
 * compiler consumes. Slots: 'header', 'footer', 'page:<template id>'.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';
import type { WidgetNode } from '../../../src/widgets/types';
import { CURRENT_SCHEMA_VERSION, migrateDocument } from '../../../src/document/migrate';
import { splitByPlacement } from '../../../src/document/split';
import { validateWidgets } from '../../../src/document/validate';
import { applyLivePrices, collectGoodsIds, type LivePrice } from '../../../src/document/prices';

export type DocState = 'draft' | 'published';
export const pageSlot = (templateId: number) => `page:${templateId}`;

export async function loadSlot(db: Database, slot: string, state: DocState): Promise<WidgetNode[]> {
  const row = await db.selectFrom('page_documents').select(['widgets', 'schema_version']).where('slot', '=', slot).where('state', '=', state).executeTakeFirst();
  if (!row) return [];
  return migrateDocument({ schemaVersion: row.schema_version, widgets: row.widgets }).widgets;
}

async function writeSlot(db: Database, slot: string, state: DocState, widgets: WidgetNode[]): Promise<void> {
  await db.insertInto('page_documents')
    .values({ slot, state, schema_version: CURRENT_SCHEMA_VERSION, widgets: JSON.stringify(widgets) as never })
    .onConflict((oc) => oc.columns(['slot', 'state']).doUpdateSet({
      widgets: (eb) => eb.ref('excluded.widgets'), schema_version: CURRENT_SCHEMA_VERSION,
      revision: sql`page_documents.revision + 1`, updated_at: sql`now()`,
    }))
    .execute();
}

export async function templateRow(db: Database, templateId: number) {
  const row = await db.selectFrom('page_templates').selectAll().where('theme_pc_template_id', '=', templateId).executeTakeFirst();
  if (!row) throw new BizError('页面不存在', 404);
  return row;
}

/** Validates and stores the designer's full list (header + body + footer) as drafts. */
export async function saveDraft(db: Database, templateId: number, input: unknown): Promise<void> {
  await templateRow(db, templateId);
  let widgets: WidgetNode[];
  try { widgets = migrateDocument(input).widgets; } catch (e) { throw new BizError((e as Error).message || '页面装修内容不合法'); }
  const issues = validateWidgets(widgets);
  if (issues.length) {
    const first = issues[0];
    throw new BizError(first.index >= 0 ? `第${first.index + 1}个组件（${first.type}）：${first.message}` : first.message, 422, undefined,
      Object.fromEntries(issues.map((i) => [`widgets.${i.index}${i.path ? '.' + i.path : ''}`, [i.message]])));
  }
  const parts = splitByPlacement(widgets);
  await db.transaction().execute(async (trx) => {
    await writeSlot(trx, pageSlot(templateId), 'draft', parts.body);
    await writeSlot(trx, 'header', 'draft', parts.header);
    await writeSlot(trx, 'footer', 'draft', parts.footer);
  });
}

/** The designer's view: header drafts + body draft + footer drafts (falling back to published). */
export async function loadForEditing(db: Database, templateId: number): Promise<WidgetNode[]> {
  await templateRow(db, templateId);
  const pick = async (slot: string) => {
    const draft = await db.selectFrom('page_documents').select('id').where('slot', '=', slot).where('state', '=', 'draft').executeTakeFirst();
    return loadSlot(db, slot, draft ? 'draft' : 'published');
  };
  return [...(await pick('header')), ...(await pick(pageSlot(templateId))), ...(await pick('footer'))];
}

/** Copies drafts to published; returns the slots whose published content changed. */
export async function publish(db: Database, templateId: number): Promise<string[]> {
  await templateRow(db, templateId);
  const changed: string[] = [];
  await db.transaction().execute(async (trx) => {
    for (const slot of [pageSlot(templateId), 'header', 'footer']) {
      const draft = await trx.selectFrom('page_documents').select(['widgets']).where('slot', '=', slot).where('state', '=', 'draft').executeTakeFirst();
      if (!draft) continue;
      const pub = await trx.selectFrom('page_documents').select(['widgets']).where('slot', '=', slot).where('state', '=', 'published').forUpdate().executeTakeFirst();
      if (pub && JSON.stringify(pub.widgets) === JSON.stringify(draft.widgets)) continue;
      await writeSlot(trx, slot, 'published', draft.widgets as WidgetNode[]);
      changed.push(slot);
    }
    await trx.updateTable('page_templates').set({ updated_at: sql`now()` }).where('theme_pc_template_id', '=', templateId).execute();
  });
  return changed;
}

export async function livePrices(db: Database, ids: number[]): Promise<Map<number, LivePrice>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('items').select(['item_id', 'price', 'market_price']).where('item_id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.item_id, { price: r.price, market_price: r.market_price }]));
}

export async function withLivePrices(db: Database, widgets: WidgetNode[]): Promise<WidgetNode[]> {
  return applyLivePrices(widgets, await livePrices(db, collectGoodsIds(widgets)));
}

/** The enabled home template (page_type index, status 1). */
export async function homeTemplateId(db: Database): Promise<number | undefined> {
  const row = await db.selectFrom('page_templates').select('theme_pc_template_id').where('page_type', '=', 'index').where('status', '=', 1)
    .orderBy('theme_pc_template_id').executeTakeFirst();
  return row?.theme_pc_template_id;
}
