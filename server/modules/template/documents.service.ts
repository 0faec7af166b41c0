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

export async function writeSlot(db: Database, slot: string, state: DocState, widgets: WidgetNode[]): Promise<void> {
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

export type ChromeSlot = 'header' | 'footer';
export const CHROME_SLOTS: readonly ChromeSlot[] = ['header', 'footer'];

/** What the operator currently sees of a slot: its draft, else what is live. */
export async function effectiveSlot(db: Database, slot: string): Promise<WidgetNode[]> {
  const draft = await db.selectFrom('page_documents').select('id').where('slot', '=', slot).where('state', '=', 'draft').executeTakeFirst();
  return loadSlot(db, slot, draft ? 'draft' : 'published');
}

function parseWidgets(input: unknown): WidgetNode[] {
  let widgets: WidgetNode[];
  try { widgets = migrateDocument(input).widgets; } catch (e) { throw new BizError((e as Error).message || '页面装修内容不合法'); }
  const issues = validateWidgets(widgets);
  if (issues.length) {
    const first = issues[0];
    throw new BizError(first.index >= 0 ? `第${first.index + 1}个组件（${first.type}）：${first.message}` : first.message, 422, undefined,
      Object.fromEntries(issues.map((i) => [`widgets.${i.index}${i.path ? '.' + i.path : ''}`, [i.message]])));
  }
  return widgets;
}

/**
 * Validates the designer's full list (header + body + footer) and stores the body as the page's draft.
 * The shared header and footer are written only when they changed: `chrome` names the parts the operator
 * edited (the designer knows); without it, a part the list carries is written when it differs from what the
 * operator would see now, and a part the list leaves out is kept (a body-only save never empties the shop's
 * header). So two operators editing two pages never overwrite each other's header.
 */
export async function saveDraft(db: Database, templateId: number, input: unknown, chrome?: readonly ChromeSlot[]): Promise<ChromeSlot[]> {
  await templateRow(db, templateId);
  const parts = splitByPlacement(parseWidgets(input));
  const written: ChromeSlot[] = [];
  await db.transaction().execute(async (trx) => {
    await writeSlot(trx, pageSlot(templateId), 'draft', parts.body);
    for (const slot of CHROME_SLOTS) {
      const changed = chrome ? chrome.includes(slot) : parts[slot].length > 0 && JSON.stringify(await effectiveSlot(trx, slot)) !== JSON.stringify(parts[slot]);
      if (!changed) continue;
      await writeSlot(trx, slot, 'draft', parts[slot]);
      written.push(slot);
    }
  });
  return written;
}

/** Header or footer on its own (their own view in the designer): only W0006 panels of that placement. */
export async function saveChromeDraft(db: Database, slot: ChromeSlot, input: unknown): Promise<void> {
  const widgets = parseWidgets(input).map((w) => ({ ...w, comptyle: slot }));
  if (widgets.some((w) => w.type !== 'W0006')) throw new BizError('页头和页尾只能放自由面板');
  await writeSlot(db, slot, 'draft', widgets);
}

/** The designer's view: header drafts + body draft + footer drafts (falling back to published). */
export async function loadForEditing(db: Database, templateId: number): Promise<WidgetNode[]> {
  await templateRow(db, templateId);
  return [...(await effectiveSlot(db, 'header')), ...(await effectiveSlot(db, pageSlot(templateId))), ...(await effectiveSlot(db, 'footer'))];
}

export interface Operator { operator_id: number; username: string }

/** Copies the slots' drafts to published and records a version of each one that changed; returns those slots. */
export async function publishSlots(db: Database, slots: readonly string[], by: Operator): Promise<string[]> {
  const changed: string[] = [];
  await db.transaction().execute(async (trx) => {
    for (const slot of slots) {
      const draft = await trx.selectFrom('page_documents').select(['widgets']).where('slot', '=', slot).where('state', '=', 'draft').executeTakeFirst();
      if (!draft) continue;
      const pub = await trx.selectFrom('page_documents').select(['widgets']).where('slot', '=', slot).where('state', '=', 'published').forUpdate().executeTakeFirst();
      if (pub && JSON.stringify(pub.widgets) === JSON.stringify(draft.widgets)) continue;
      await writeSlot(trx, slot, 'published', draft.widgets as WidgetNode[]);
      await recordVersion(trx, slot, draft.widgets as WidgetNode[], by);
      changed.push(slot);
    }
  });
  return changed;
}

export async function recordVersion(db: Database, slot: string, widgets: WidgetNode[], by: Operator, rollbackOf: number | null = null) {
  return db.insertInto('page_versions').values({
    slot, schema_version: CURRENT_SCHEMA_VERSION, widgets: JSON.stringify(widgets) as never,
    operator_id: by.operator_id, operator_name: by.username, rollback_of: rollbackOf,
  }).returning(['version_id', 'created_at']).executeTakeFirstOrThrow();
}

/** Publishes a page: its body and the shared header/footer drafts, when they changed. */
export async function publish(db: Database, templateId: number, by: Operator = { operator_id: 0, username: '' }): Promise<string[]> {
  await templateRow(db, templateId);
  const changed = await publishSlots(db, [pageSlot(templateId), ...CHROME_SLOTS], by);
  await db.updateTable('page_templates').set({ updated_at: sql`now()` }).where('theme_pc_template_id', '=', templateId).execute();
  return changed;
}

export async function livePrices(db: Database, ids: number[]): Promise<Map<number, LivePrice>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('items as i').innerJoin('goods as g', 'g.goods_id', 'i.goods_id')
    .select(['i.item_id', 'i.price', 'i.market_price', 'g.approve_status']).where('i.item_id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.item_id, { price: r.price, market_price: r.market_price, on_sale: r.approve_status !== 'offline_sale' }]));
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
