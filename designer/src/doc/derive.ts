/**
 * Props the designer keeps in step with others (widgets.md §6): the text widget's height follows its font
 * size, the search box's height follows whether it has hot keywords, the logo wall's logo size its columns.
 */
import type { WidgetNode } from './state';
import { px } from './state';

export const textHeight = (fontSize: number) => Math.floor(fontSize / 0.6);
const LOGO_TITLE = 60;

export const searchHeight = (data: unknown) => (Array.isArray(data) && data.length > 0 ? 66 : 38);

type Rule = (node: WidgetNode, changed: Record<string, unknown>) => Record<string, unknown> | null;

const rules: Partial<Record<string, Rule>> = {
  W0011: (n, ch) => ('fontSize' in ch ? { height: textHeight(px(n.fontSize, 14)) } : null),
  W0008: (n, ch) => ('data' in ch ? { height: searchHeight(n.data) } : null),
  // Logo wall: logo size from the columns, height = logo rows + the 60px title row (so it is never stuck at 20px).
  W0004: (n, ch) => {
    if (!('column' in ch) && !('width' in ch) && !('data' in ch)) return null;
    const column = Math.max(1, px(n.column, 5));
    const logoWidth = Math.floor((px(n.width, 1190) - 10 * (column - 1)) / column);
    const logoHeight = Math.floor(logoWidth * 0.6);
    const rows = Math.max(1, Math.ceil((Array.isArray(n.data) ? n.data.length : 0) / column));
    return { logoWidth, logoHeight, height: rows * logoHeight + (rows - 1) * 10 + LOGO_TITLE };
  },
};

/** Widgets whose stored size is derived get it recomputed on load (old documents kept W0004 at 20px). */
export function deriveOnLoad(node: WidgetNode): WidgetNode {
  return node.type === 'W0004' ? derive(node, { data: node.data }) : node;
}

/** `node` after `changed` was merged in, plus whatever follows from it. */
export function derive(node: WidgetNode, changed: Record<string, unknown>): WidgetNode {
  const extra = rules[node.type]?.(node, changed);
  return extra ? { ...node, ...extra } : node;
}
