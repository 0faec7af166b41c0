/**
 * Props the designer keeps in step with others (widgets.md §6): the text widget's height follows its font
 * size, the search box's height follows whether it has hot keywords, the logo wall's logo size its columns.
 */
import type { WidgetNode } from './state';
import { px } from './state';

export const textHeight = (fontSize: number) => Math.floor(fontSize / 0.6);
export const searchHeight = (data: unknown) => (Array.isArray(data) && data.length > 0 ? 66 : 38);

type Rule = (node: WidgetNode, changed: Record<string, unknown>) => Record<string, unknown> | null;

const rules: Partial<Record<string, Rule>> = {
  W0011: (n, ch) => ('fontSize' in ch ? { height: textHeight(px(n.fontSize, 14)) } : null),
  W0008: (n, ch) => ('data' in ch ? { height: searchHeight(n.data) } : null),
  W0004: (n, ch) => {
    if (!('column' in ch) && !('width' in ch)) return null;
    const column = Math.max(1, px(n.column, 5));
    const logoWidth = Math.floor((px(n.width, 1190) - 10 * (column - 1)) / column);
    return { logoWidth, logoHeight: Math.floor(logoWidth * 0.6) };
  },
};

/** `node` after `changed` was merged in, plus whatever follows from it. */
export function derive(node: WidgetNode, changed: Record<string, unknown>): WidgetNode {
  const extra = rules[node.type]?.(node, changed);
  return extra ? { ...node, ...extra } : node;
}
