/**
 * The storefront header's search box shows the shop's hot search words (console 设置 › 热门搜索词), not the
 * words designed into it (src/document/hot-words.ts, applied when the header is published). The canvas and
 * the preview draw the header the same way, so the operator sees what the shop will show; the document
 * itself keeps the designed words (only their colours reach the shop). Search boxes in the page body keep
 * their own words, on the canvas as in the shop.
 */
import { applyHotWords } from '../../../src/document/hot-words';
import { FREE_PANEL_TYPE, childrenOf, findWidget, type DocState, type Selection, type WidgetNode } from './state';

export const SEARCH_TYPE = 'W0008';

/** A header free panel holding a search box: the one place the shop's hot words replace the designed ones. */
export function hasHeaderSearch(node: WidgetNode): boolean {
  return node.type === FREE_PANEL_TYPE && node.comptyle === 'header' && childrenOf(node).some((c) => c.type === SEARCH_TYPE);
}

/** `node` as the shop will show it: a header's search boxes with `words` (the same node when nothing changes or the words are not known yet). */
export function asShopShows(node: WidgetNode, words: string[] | null): WidgetNode {
  return words && hasHeaderSearch(node) ? applyHotWords([node], words)[0] : node;
}

/** Whether the selection is a search box in the header (its hot words come from the console). */
export function isHeaderSearchSelected(doc: DocState, sel: Selection | null = doc.selected): boolean {
  if (!sel?.child) return false;
  const panel = findWidget(doc, sel.uuid);
  return !!panel && panel.type === FREE_PANEL_TYPE && panel.comptyle === 'header' && childrenOf(panel).some((c) => c.uuid === sel.child && c.type === SEARCH_TYPE);
}
