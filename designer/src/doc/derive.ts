/**
 * Props the designer keeps in step with others (widgets.md §6): the text widget's height follows its font
 * size, the search box's height follows whether it has hot keywords, the logo wall's logo size its columns.
 */
import { getWidget } from '../../../src/widgets/registry';
import type { WidgetNode } from './state';
import { PAGE_WIDTH, px } from './state';
import { fitText } from './textSize';

export const textHeight = (fontSize: number) => Math.floor(fontSize / 0.6);
const LOGO_TITLE = 60;

export const searchHeight = (data: unknown) => (Array.isArray(data) && data.length > 0 ? 66 : 38);

type Rule = (node: WidgetNode, changed: Record<string, unknown>) => Record<string, unknown> | null;

const rules: Partial<Record<string, Rule>> = {
  // The box follows the text (widgets.md W0011: measured + 20 wide, + 4 high); one line stays textHeight high.
  W0011: (n, ch) => {
    if (!('text' in ch || 'fontSize' in ch || 'fontWeight' in ch || 'fontStyle' in ch)) return null;
    const size = px(n.fontSize, 14);
    const font = { size, weight: String(n.fontWeight ?? 'normal'), style: String(n.fontStyle ?? 'normal') };
    const fitted = fitText(String(n.text ?? ''), font, textHeight(size) - 4, PAGE_WIDTH);
    // A new 文本 at its defaults (made, not typed) keeps the spec's default box (52 × floor(14 / 0.6)).
    const defaults = getWidget('W0011')?.defaults;
    const untouched = !('text' in ch) && n.text === defaults?.text && size === px(defaults?.fontSize, 14) && font.weight === 'normal' && font.style === 'normal';
    return untouched ? { height: textHeight(size) } : fitted;
  },
  W0008: (n, ch) => ('data' in ch ? { height: searchHeight(n.data) } : null),
  // Logo wall: logo size from the columns, height = logo rows + the 60px title row (so it is never stuck at 20px).
  // A logo size set by hand (logoWidth/logoHeight) is kept until the columns or the width change again.
  W0004: (n, ch) => {
    const sized = 'logoWidth' in ch || 'logoHeight' in ch;
    if (!sized && !('column' in ch) && !('width' in ch) && !('data' in ch)) return null;
    const column = Math.max(1, px(n.column, 5));
    const width = px(n.width, 1190);
    const fromColumns = 'column' in ch || 'width' in ch || !(px(n.logoWidth, 0) > 0);
    const logoWidth = fromColumns ? Math.floor((width - 10 * (column - 1)) / column) : px(n.logoWidth, 0);
    const logoHeight = fromColumns ? Math.floor(logoWidth * 0.6) : px(n.logoHeight, Math.floor(logoWidth * 0.6));
    const perRow = Math.max(1, Math.min(column, Math.floor((width + 10) / (logoWidth + 10))));
    const rows = Math.max(1, Math.ceil((Array.isArray(n.data) ? n.data.length : 0) / perRow));
    return { logoWidth, logoHeight, height: rows * logoHeight + (rows - 1) * 10 + LOGO_TITLE };
  },
};

/** The width every widget's defaults share (widgets.md §3 attrs); a widget with another one is drawn at that size. */
const GENERIC_WIDTH = 375;

/** A widget's own width (W0010 110, W0011 52, W0012 390, W0016 384, W0017 882, W0018 307), or null for page-wide ones. */
export function ownWidth(type: string): number | null {
  const w = getWidget(type)?.defaults.width;
  return typeof w === 'number' && w !== GENERIC_WIDTH ? w : null;
}

/**
 * Widgets whose stored size is derived get it recomputed on load (old documents kept W0004 at 20px), and a
 * fixed-width widget an older designer stretched to 1190 (its width cannot be edited) gets its own width back.
 */
export function deriveOnLoad(node: WidgetNode): WidgetNode {
  const own = node.widthDisabled === true ? ownWidth(node.type) : null;
  const sized = own !== null && node.width !== own ? { ...node, width: own } : node;
  return sized.type === 'W0004' ? derive(sized, { data: sized.data }) : sized;
}

/**
 * 等比例 (every widget): turning it on takes the current width:height as the ratio (imgWidth:imgHeight); while it is
 * on, a width typed in moves the height and a height typed in moves the width (up to the page width). The resize
 * handles keep the ratio themselves and write both sides at once.
 */
export function keepRatio(n: WidgetNode, ch: Record<string, unknown>): Record<string, unknown> | null {
  if (n.proportion !== true) return null;
  const w = px(n.width, 0), h = px(n.height, 0);
  if ('proportion' in ch) return w > 0 && h > 0 ? { imgWidth: w, imgHeight: h } : null;
  const rw = px(n.imgWidth, 0), rh = px(n.imgHeight, 0);
  if (!(rw > 0 && rh > 0)) return null;
  const widthIn = 'width' in ch || 'imgWidth' in ch || 'imgHeight' in ch;
  if (widthIn && !('height' in ch) && w > 0) return { height: Math.max(1, Math.round((w * rh) / rw)) };
  if ('height' in ch && !('width' in ch) && h > 0 && n.widthDisabled !== true) return { width: Math.max(1, Math.min(PAGE_WIDTH, Math.round((h * rw) / rh))) };
  return null;
}

/** `node` after `changed` was merged in, plus whatever follows from it. */
export function derive(node: WidgetNode, changed: Record<string, unknown>): WidgetNode {
  const ratio = keepRatio(node, changed);
  const sized = ratio ? { ...node, ...ratio } : node;
  const extra = rules[node.type]?.(sized, { ...changed, ...ratio });
  return extra ? { ...sized, ...extra } : sized;
}
