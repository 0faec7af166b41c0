/**
 * Stored page documents are versioned data. Loading runs every migration step above the stored
 * version; old steps never change. Migration zero turns the ECShopX row format
 * (`[{id, name, config}]`, config a JSON string or object) into a plain widget list.
 */
import type { WidgetNode } from '../widgets/types';
import { jsonTooDeep } from '../lib/json-depth';
import { numeric } from '../widgets/shared/validate';

export const CURRENT_SCHEMA_VERSION = 1;

export interface PageDocument {
  schemaVersion: number;
  widgets: WidgetNode[];
}

interface EcshopxRow { id?: number; name?: string; config?: unknown; params?: unknown; sort_by?: number }

function parseMaybe(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  if (jsonTooDeep(v)) throw new Error('页面装修内容不合法');
  try { return JSON.parse(v); } catch { throw new Error('页面装修内容不合法'); }
}

/** True when `raw` looks like ECShopX rows rather than widgets. */
function isRowFormat(raw: unknown[]): boolean {
  return raw.length > 0 && raw.every((r) => r && typeof r === 'object' && !('type' in (r as object)) && ('config' in (r as object) || 'params' in (r as object)));
}

/** Step 0 → 1: ECShopX rows (or a bare widget array) → widgets ordered by sort_by, row id kept as `id`. */
function migrationZero(raw: unknown): WidgetNode[] {
  const list = parseMaybe(raw);
  if (!Array.isArray(list)) throw new Error('页面装修内容不合法');
  if (!isRowFormat(list)) return list as WidgetNode[];
  const rows = [...(list as EcshopxRow[])].sort((a, b) => (numeric(a.sort_by) || 0) - (numeric(b.sort_by) || 0));
  const widgets: WidgetNode[] = [];
  for (const row of rows) {
    const cfg = parseMaybe(row.config ?? row.params);
    // Header/footer rows hold an array of widgets; body rows hold one widget.
    for (const w of Array.isArray(cfg) ? cfg : [cfg]) {
      if (!w || typeof w !== 'object') continue;
      const node = { ...(w as WidgetNode) };
      if (row.id && !Array.isArray(cfg)) node.id = row.id;
      if (row.name === 'header' || row.name === 'footer') node.comptyle = row.name;
      widgets.push(node);
    }
  }
  return widgets;
}

type Step = (widgets: WidgetNode[]) => WidgetNode[];
/** steps[n] migrates version n to n+1 (step 0 is migration zero, applied to raw input). */
const steps: Step[] = [(w) => migrationZero(w)];

/** Accepts a stored document, a bare widget array or ECShopX rows; returns the current version. */
export function migrateDocument(input: unknown): PageDocument {
  let version = 0;
  let widgets: unknown = input;
  const parsed = parseMaybe(input);
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && 'widgets' in (parsed as object)) {
    version = numeric((parsed as PageDocument).schemaVersion ?? 0);
    if (!Number.isInteger(version) || version < 0) throw new Error('页面装修内容不合法');
    widgets = (parsed as PageDocument).widgets;
  }
  if (version > CURRENT_SCHEMA_VERSION) throw new Error(`不支持的页面版本 ${version}`);
  let out = widgets as WidgetNode[];
  for (let v = version; v < CURRENT_SCHEMA_VERSION; v++) out = steps[v](out);
  if (!Array.isArray(out)) throw new Error('页面装修内容不合法');
  return { schemaVersion: CURRENT_SCHEMA_VERSION, widgets: out };
}
