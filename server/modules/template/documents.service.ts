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
import { advanceHead, checkHead, headOf } from './heads.server';
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

/** Widgets in one document, free-panel children included: far above a real page (the bench edits 300), far below what slows a build. */
export const MAX_DOCUMENT_WIDGETS = 1000;

function parseWidgets(input: unknown): WidgetNode[] {
  let widgets: WidgetNode[];
  try { widgets = migrateDocument(input).widgets; } catch (e) { throw new BizError((e as Error).message || '页面装修内容不合法'); }
  const count = widgets.reduce((n, w) => n + 1 + (Array.isArray(w?.childWidgets) ? w.childWidgets.length : 0), 0);
  if (count > MAX_DOCUMENT_WIDGETS) throw new BizError(`一个页面最多${MAX_DOCUMENT_WIDGETS}个组件（现有${count}个），请拆分成多个页面`);
  const issues = validateWidgets(widgets);
  if (issues.length) {
    const first = issues[0];
    throw new BizError(first.index >= 0 ? `第${first.index + 1}个组件（${first.type}）：${first.message}` : first.message, 422, undefined,
      Object.fromEntries(issues.map((i) => [`widgets.${i.index}${i.path ? '.' + i.path : ''}`, [i.message]])));
  }
  return widgets;
}

export const CHROME_ELSEWHERE = '页头、页尾是所有页面共用的，请在页头/页尾自己的编辑器中修改';

export interface SaveOptions { by: Operator; /** the version the operator read (If-Match); undefined: unconditional */ base?: number }

/**
 * Validates a page's list and stores its body as the page's draft; returns the page's new version. The shared
 * header and footer change only in their own editor (saveChromeDraft): a page list may still carry them (the
 * ECShopX form, older clients) when they are exactly what the shop has now; a changed one, or a body panel
 * switched to 头部/尾部, is refused with a clear message, never written to every page.
 */
export async function saveDraft(db: Database, templateId: number, input: unknown, opts: SaveOptions = { by: SYSTEM }): Promise<number> {
  await templateRow(db, templateId);
  const parts = splitByPlacement(parseWidgets(input));
  return db.transaction().execute(async (trx) => {
    for (const slot of CHROME_SLOTS) {
      if (parts[slot].length && !sameWidgets(chromePanels(await effectiveSlot(trx, slot)), parts[slot])) throw new BizError(CHROME_ELSEWHERE);
    }
    const version = await advanceHead(trx, pageSlot(templateId), opts.by.username, opts.base);
    await writeSlot(trx, pageSlot(templateId), 'draft', parts.body);
    return version;
  });
}

/** Same content, ignoring uuids the designer may have filled in on load. */
function sameWidgets(a: WidgetNode[], b: WidgetNode[]): boolean {
  const strip = (list: WidgetNode[]): unknown => list.map(({ uuid: _u, ...w }) => (Array.isArray(w.childWidgets) ? { ...w, childWidgets: (w.childWidgets as WidgetNode[]).map(({ uuid: _c, ...c }) => c) } : w));
  return JSON.stringify(strip(a)) === JSON.stringify(strip(b));
}

/**
 * The header or footer in its own editor: its W0006 panels (placed in that slot whatever their 类型 says)
 * and, optionally, its own page settings (a W0000 with 背景颜色 / 主题色 for the header or footer band).
 */
export async function saveChromeDraft(db: Database, slot: ChromeSlot, input: unknown, opts: SaveOptions = { by: SYSTEM }): Promise<number> {
  const widgets = parseWidgets(input);
  if (widgets.some((w) => w.type !== 'W0006' && w.type !== 'W0000')) throw new BizError('页头和页尾只能放自由面板');
  if (widgets.filter((w) => w.type === 'W0000').length > 1) throw new BizError('页面设置只能有一个');
  const stored = widgets.map((w) => (w.type === 'W0006' ? { ...w, comptyle: slot } : w));
  return db.transaction().execute(async (trx) => {
    const version = await advanceHead(trx, slot, opts.by.username, opts.base);
    await writeSlot(trx, slot, 'draft', stored);
    return version;
  });
}

/** What an editor opens: the document's parts and the version they are at (the ETag). */
export interface EditingView { header: WidgetNode[]; body: WidgetNode[]; footer: WidgetNode[]; version: number }

/** The page editor's view: its body (draft, else live) with the shop's header and footer to show, locked. */
export async function loadEditingView(db: Database, templateId: number): Promise<EditingView> {
  await templateRow(db, templateId);
  return db.transaction().execute(async (trx) => ({
    header: await effectiveSlot(trx, 'header'), body: await effectiveSlot(trx, pageSlot(templateId)), footer: await effectiveSlot(trx, 'footer'),
    version: (await headOf(trx, pageSlot(templateId))).version,
  }));
}

export interface Operator { operator_id: number; username: string }
/** Changes made by the shop's own code (seed, import, tests), not by an operator. */
export const SYSTEM: Operator = { operator_id: 0, username: '' };

/** Header + body + footer in one list (scripts and the compiler's tests edit pages this way). */
export async function loadForEditing(db: Database, templateId: number): Promise<WidgetNode[]> {
  return flatPage(await loadEditingView(db, templateId));
}

/**
 * A page as one ECShopX list: the header's and footer's panels around the body. The header's and footer's own
 * page settings (their W0000) stay out: in one list they would read as a second 页面配置 of the page.
 */
export function flatPage(v: EditingView): WidgetNode[] {
  return [...chromePanels(v.header), ...v.body, ...chromePanels(v.footer)];
}
const chromePanels = (slot: WidgetNode[]) => slot.filter((w) => w.type !== 'W0000');

/** Copies the slots' drafts to published and records a version of each one that changed; returns those slots. */
export async function publishSlots(db: Database, slots: readonly string[], by: Operator, base?: number): Promise<string[]> {
  return db.transaction().execute((trx) => publishSlotsIn(trx, slots, by, base));
}

/** publishSlots inside the caller's transaction (a scheduled publish commits its own status with it). */
export async function publishSlotsIn(trx: Database, slots: readonly string[], by: Operator, base?: number): Promise<string[]> {
  const changed: string[] = [];
  // Publishing what the operator saw: with a base version, a draft changed since is a 409, not published.
  if (base !== undefined) for (const slot of slots) await checkHead(trx, slot, base);
  for (const slot of slots) {
    // Locked: two publishes of one document at once run one after the other; the second finds nothing new.
    const draft = await trx.selectFrom('page_documents').select(['widgets']).where('slot', '=', slot).where('state', '=', 'draft').forUpdate().executeTakeFirst();
    if (!draft) continue;
    const pub = await trx.selectFrom('page_documents').select(['widgets']).where('slot', '=', slot).where('state', '=', 'published').forUpdate().executeTakeFirst();
    if (pub && JSON.stringify(pub.widgets) === JSON.stringify(draft.widgets)) continue;
    await writeSlot(trx, slot, 'published', draft.widgets as WidgetNode[]);
    await recordVersion(trx, slot, draft.widgets as WidgetNode[], by);
    changed.push(slot);
  }
  return changed;
}

export async function recordVersion(db: Database, slot: string, widgets: WidgetNode[], by: Operator, rollbackOf: number | null = null) {
  return db.insertInto('page_versions').values({
    slot, schema_version: CURRENT_SCHEMA_VERSION, widgets: JSON.stringify(widgets) as never,
    operator_id: by.operator_id, operator_name: by.username, rollback_of: rollbackOf,
  }).returning(['version_id', 'created_at']).executeTakeFirstOrThrow();
}

/** Publishes a page's body (the shared header/footer are published from their own editor only). */
export async function publish(db: Database, templateId: number, by: Operator = { operator_id: 0, username: '' }, base?: number): Promise<string[]> {
  await templateRow(db, templateId);
  const changed = await publishSlots(db, [pageSlot(templateId)], by, base);
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
