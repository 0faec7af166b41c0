/**
 * The shop's hot search words (console 设置 › 热门搜索词) are the header search box's words: before the
 * header is rendered, every W0008 in it (free-panel children included) takes them, each searching itself
 * and keeping the colour the designer gave that place (else the first word's, else the default grey).
 * Search boxes placed in page bodies keep the words designed for them.
 */
import type { WidgetNode } from '../widgets/types';
import type { HotKeyword } from '../widgets/W0008-search/schema';

const DEFAULT_COLOUR = '#8C8C8C';

function withWords(stored: unknown, words: string[]): HotKeyword[] {
  const designed = Array.isArray(stored) ? (stored as HotKeyword[]) : [];
  const colour = (i: number) => designed[i]?.wgtHotKeywordTextColor ?? designed[0]?.wgtHotKeywordTextColor ?? DEFAULT_COLOUR;
  return words.map((title, i) => ({ title, pathData: {}, wgtHotKeywordTextColor: colour(i) }));
}

/** A copy of the header's `widgets` whose search boxes show `words`. */
export function applyHotWords(widgets: WidgetNode[], words: string[]): WidgetNode[] {
  const visit = (list: WidgetNode[]): WidgetNode[] => list.map((w) => {
    if (w.type === 'W0008') return { ...w, data: withWords(w.data, words) };
    if (w.type === 'W0006' && Array.isArray(w.childWidgets)) return { ...w, childWidgets: visit(w.childWidgets as WidgetNode[]) };
    return w;
  });
  return visit(widgets);
}
