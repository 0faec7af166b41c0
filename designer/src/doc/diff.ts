/**
 * What changed between two versions of a document: widgets added, removed and moved (out of their order;
 * a free-panel child: to another x/y), and settings changed, old → new, under the Chinese labels of the
 * field vocabulary. Widgets are matched by uuid.
 */
import { getWidget } from '../../../src/widgets/registry';
import type { Field } from '../../../src/widgets/shared/fields';
import { BOX_FIELDS, fieldsFor } from '../panels/index';
import { FREE_PANEL_TYPE, PAGE_TYPE, childrenOf, px, type WidgetNode } from './state';

export interface SettingChange { key: string; label: string; before: string; after: string }
export interface WidgetChange { uuid: string; name: string; settings: SettingChange[] }
export interface VersionDiff {
  added: { uuid: string; name: string }[];
  removed: { uuid: string; name: string }[];
  moved: { uuid: string; name: string; detail: string }[];
  changed: WidgetChange[];
}

/** Keys that are bookkeeping, not settings an operator made. */
const IGNORED = new Set(['uuid', 'id', 'type', 'childWidgets', 'leaf', 'x', 'y']);

export const widgetName = (w: WidgetNode) => (w.type === PAGE_TYPE ? '页面配置' : `${String(w.name ?? getWidget(w.type)?.name ?? w.type)}[${w.type}]`);

/** Every labelled field of a widget type, nested list fields too (a key's first label wins). */
function fieldIndex(type: string): Map<string, Field> {
  const out = new Map<string, Field>();
  const walk = (fields: Field[]) => fields.forEach((f) => {
    if (f.key && !out.has(f.key)) out.set(f.key, f);
    if (f.kind === 'list') walk(f.fields);
  });
  walk([...fieldsFor(type), ...BOX_FIELDS]);
  return out;
}

function show(v: unknown, field?: Field): string {
  if (v === undefined || v === null || v === '') return '（空）';
  if (field?.kind === 'switch' || typeof v === 'boolean') return v ? '开' : '关';
  if (field?.kind === 'select') {
    const opt = field.options.find((o) => String(o.value) === String(v));
    if (opt) return opt.label;
  }
  if (Array.isArray(v)) return `${v.length} 项`;
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    const title = o.title ?? o.name ?? o.goods_name ?? o.linkTitle;
    if (typeof title === 'string' && title) return title;
    const s = JSON.stringify(v);
    return s.length > 60 ? `${s.slice(0, 57)}…` : s;
  }
  return String(v);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function settingChanges(before: WidgetNode, after: WidgetNode): SettingChange[] {
  const fields = fieldIndex(after.type);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => !IGNORED.has(k));
  const out: SettingChange[] = [];
  for (const key of keys) {
    if (same(before[key], after[key])) continue;
    const field = fields.get(key);
    let b = show(before[key], field), a = show(after[key], field);
    // Lists of the same length changed inside: say so rather than "3 项 → 3 项".
    if (b === a) { b = '原内容'; a = '已修改'; }
    out.push({ key, label: field?.label || (key === 'name' ? '名称' : key), before: b, after: a });
  }
  return out;
}

/** The uuids that keep their relative order (a longest increasing run of old positions); the rest moved. */
function stayedInOrder(oldIndex: number[]): Set<number> {
  const tails: number[] = [], prev: number[] = new Array(oldIndex.length).fill(-1);
  oldIndex.forEach((v, i) => {
    let lo = 0, hi = tails.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (oldIndex[tails[mid]] < v) lo = mid + 1; else hi = mid; }
    if (lo > 0) prev[i] = tails[lo - 1];
    tails[lo] = i;
  });
  const keep = new Set<number>();
  for (let i = tails.length ? tails[tails.length - 1] : -1; i >= 0; i = prev[i]) keep.add(i);
  return keep;
}

export function diffVersions(before: WidgetNode[], after: WidgetNode[]): VersionDiff {
  const diff: VersionDiff = { added: [], removed: [], moved: [], changed: [] };
  const oldBy = new Map(before.map((w, i) => [w.uuid, { w, i }]));
  const newIds = new Set(after.map((w) => w.uuid));
  for (const w of before) if (!newIds.has(w.uuid)) diff.removed.push({ uuid: w.uuid, name: widgetName(w) });
  const kept = after.filter((w) => oldBy.has(w.uuid) && w.type !== PAGE_TYPE);
  const inOrder = stayedInOrder(kept.map((w) => oldBy.get(w.uuid)!.i));
  kept.forEach((w, k) => { if (!inOrder.has(k)) diff.moved.push({ uuid: w.uuid, name: widgetName(w), detail: '顺序已调整' }); });
  for (const w of after) {
    const old = oldBy.get(w.uuid)?.w;
    if (!old) { diff.added.push({ uuid: w.uuid, name: widgetName(w) }); continue; }
    const settings = settingChanges(old, w);
    if (settings.length) diff.changed.push({ uuid: w.uuid, name: widgetName(w), settings });
    if (w.type === FREE_PANEL_TYPE) diffChildren(diff, old, w);
  }
  return diff;
}

/** A free panel's children: added, removed, moved to another x/y, changed — named under their panel. */
function diffChildren(diff: VersionDiff, before: WidgetNode, after: WidgetNode): void {
  const within = (c: WidgetNode) => `${widgetName(after)} › ${widgetName(c)}`;
  const oldKids = new Map(childrenOf(before).map((c) => [c.uuid, c]));
  const newIds = new Set(childrenOf(after).map((c) => c.uuid));
  for (const c of childrenOf(before)) if (!newIds.has(c.uuid)) diff.removed.push({ uuid: c.uuid, name: within(c) });
  for (const c of childrenOf(after)) {
    const old = oldKids.get(c.uuid);
    if (!old) { diff.added.push({ uuid: c.uuid, name: within(c) }); continue; }
    if (px(old.x) !== px(c.x) || px(old.y) !== px(c.y)) diff.moved.push({ uuid: c.uuid, name: within(c), detail: `位置 (${px(old.x)}, ${px(old.y)}) → (${px(c.x)}, ${px(c.y)})` });
    const settings = settingChanges(old, c);
    if (settings.length) diff.changed.push({ uuid: c.uuid, name: within(c), settings });
  }
}

export const isEmptyDiff = (d: VersionDiff) => !d.added.length && !d.removed.length && !d.moved.length && !d.changed.length;
