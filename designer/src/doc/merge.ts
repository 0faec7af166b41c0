/**
 * "Keep mine on top of theirs": a widget-level three-way merge of a document. `base` is what this operator
 * loaded, `theirs` what the server has now, `mine` what this operator has. Widgets only one side changed
 * take that side's change; a widget both changed keeps mine (and is reported, so the operator knows whose
 * work was replaced); widgets I added go in after the widget they follow in mine; widgets I deleted go.
 * Order follows theirs, except for widgets I moved.
 */
import type { WidgetNode } from './state';

export interface MergeResult {
  widgets: WidgetNode[];
  /** Widgets both changed: mine was kept over theirs. */
  overridden: WidgetNode[];
  /** Widgets they changed or added that came in with the merge. */
  taken: WidgetNode[];
}

const same = (a: WidgetNode | undefined, b: WidgetNode | undefined) => JSON.stringify(a) === JSON.stringify(b);
const byUuid = (list: WidgetNode[]) => new Map(list.map((w) => [w.uuid, w]));
const order = (list: WidgetNode[]) => list.map((w) => w.uuid);

export function mergeMineOnTheirs(base: WidgetNode[], mine: WidgetNode[], theirs: WidgetNode[]): MergeResult {
  const b = byUuid(base), m = byUuid(mine), t = byUuid(theirs);
  const overridden: WidgetNode[] = [];
  const taken: WidgetNode[] = [];
  const pick = (uuid: string): WidgetNode | null => {
    const mineW = m.get(uuid), theirW = t.get(uuid), baseW = b.get(uuid);
    const iChanged = !same(mineW, baseW), theyChanged = !same(theirW, baseW);
    if (!iChanged) { if (theyChanged && theirW) taken.push(theirW); return theirW ?? null; }
    if (theyChanged && theirW && mineW && !same(mineW, theirW)) overridden.push(theirW);
    return mineW ?? null; // changed or deleted by me
  };

  // Theirs' order, minus what I deleted; widgets I moved are placed again below with my additions.
  const mineOrder = order(mine);
  const baseOrder = order(base);
  const moved = new Set(mineOrder.filter((u) => b.has(u) && relativeMoved(u, baseOrder, mineOrder)));
  const out: WidgetNode[] = [];
  for (const uuid of order(theirs)) {
    if (moved.has(uuid)) continue;
    const w = pick(uuid);
    if (w) out.push(w);
  }
  // Mine that are new (or moved by me): right after the widget they follow in my list.
  for (let i = 0; i < mine.length; i++) {
    const uuid = mine[i].uuid;
    if (t.has(uuid) && !moved.has(uuid)) continue;
    if (b.has(uuid) && !t.has(uuid)) continue; // they deleted it and I didn't touch it? pick() decides below
    const w = moved.has(uuid) ? pick(uuid) : m.get(uuid)!;
    if (!w) continue;
    const prev = i > 0 ? out.findIndex((x) => x.uuid === mine[i - 1].uuid) : -1;
    out.splice(prev + 1, 0, w);
  }
  // They deleted a widget I changed: mine is kept, where it was in mine.
  for (let i = 0; i < mine.length; i++) {
    const uuid = mine[i].uuid;
    if (!b.has(uuid) || t.has(uuid) || out.some((x) => x.uuid === uuid)) continue;
    if (same(m.get(uuid), b.get(uuid))) continue; // untouched by me: their deletion stands
    const prev = i > 0 ? out.findIndex((x) => x.uuid === mine[i - 1].uuid) : -1;
    out.splice(prev + 1, 0, m.get(uuid)!);
  }
  return { widgets: out, overridden, taken };
}

/** Did I move this widget: is the one before it in my list different from the one before it in base? */
function relativeMoved(uuid: string, baseOrder: string[], mineOrder: string[]): boolean {
  const before = (list: string[]) => {
    const i = list.indexOf(uuid);
    for (let k = i - 1; k >= 0; k--) if (baseOrder.includes(list[k]) && mineOrder.includes(list[k])) return list[k];
    return null;
  };
  return before(baseOrder) !== before(mineOrder);
}
