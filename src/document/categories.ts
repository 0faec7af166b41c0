/**
 * Category menus (W0007) store the designer picker's snapshot of the tree, often without the
 * subcategories. Before rendering, every stored category found in the live catalogue takes its live
 * name and subtree, so the menu always offers the current subcategories. Unknown ids stay as stored.
 */
import type { WidgetNode } from '../widgets/types';

export interface LiveCategory { category_id: number; category_name: string; image_url?: string; children?: LiveCategory[] }
type Stored = Record<string, unknown>;

function index(tree: LiveCategory[], into = new Map<number, LiveCategory>()): Map<number, LiveCategory> {
  for (const c of tree) { into.set(c.category_id, c); index(c.children ?? [], into); }
  return into;
}

const toStored = (c: LiveCategory): Stored => ({ category_id: c.category_id, category_name: c.category_name, image_url: c.image_url ?? '', children: (c.children ?? []).map(toStored) });

function liveNode(node: Stored, byId: Map<number, LiveCategory>): Stored {
  const live = byId.get(Number(node.category_id));
  if (!live) return node;
  return { ...node, category_name: live.category_name, children: (live.children ?? []).map(toStored), image_url: node.image_url || live.image_url || '' };
}

/** A copy of `widgets` whose W0007 category trees (free-panel children included) come from `tree`. */
export function applyLiveCategories(widgets: WidgetNode[], tree: LiveCategory[]): WidgetNode[] {
  const byId = index(tree);
  const visit = (list: WidgetNode[]): WidgetNode[] => list.map((w) => {
    if (w.type === 'W0007' && Array.isArray(w.categoryData)) return { ...w, categoryData: (w.categoryData as Stored[]).map((n) => (n && typeof n === 'object' ? liveNode(n, byId) : n)) };
    if (w.type === 'W0006' && Array.isArray(w.childWidgets)) return { ...w, childWidgets: visit(w.childWidgets as WidgetNode[]) };
    return w;
  });
  return visit(widgets);
}
