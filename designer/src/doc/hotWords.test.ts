import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createWidget } from './createWidget';
import { asShopShows, hasHeaderSearch, isHeaderSearchSelected } from './hotWords';
import type { DocState, WidgetNode } from './state';
import { WidgetDrawing } from '../canvas/HeaderHotWords';
import { $shopHotWords } from '../store/hotWords';

const CTX = { mode: 'design' as const, page: { themeColor: '#479EE9', backgroundColor: '#ffffff' } };
const designedWords = [{ title: '设计的词', pathData: {}, wgtHotKeywordTextColor: '#FF0000' }];

function searchBox(uuid: string): WidgetNode {
  return { ...createWidget('W0008', 'child', uuid), data: designedWords };
}
function panel(uuid: string, comptyle: string, children: WidgetNode[]): WidgetNode {
  return { ...createWidget('W0006', 'top', uuid), comptyle, childWidgets: children };
}

describe('the header search box shows the shop’s hot words (设置 › 热门搜索词), as the storefront does', () => {
  const header = panel('h', 'header', [searchBox('s')]);
  const body = panel('b', 'default', [searchBox('s2')]);
  const topSearch = searchBox('s3');

  it('replaces a header panel’s search words, keeping the designed colour, and leaves the document alone', () => {
    expect(hasHeaderSearch(header)).toBe(true);
    const shown = asShopShows(header, ['藤椒油', '冒菜底料']);
    expect((shown.childWidgets as WidgetNode[])[0].data).toEqual([
      { title: '藤椒油', pathData: {}, wgtHotKeywordTextColor: '#FF0000' }, { title: '冒菜底料', pathData: {}, wgtHotKeywordTextColor: '#FF0000' },
    ]);
    expect((header.childWidgets as WidgetNode[])[0].data).toEqual(designedWords);
  });

  it('keeps body search boxes, and everything before the words are read, as designed (the same node)', () => {
    expect(asShopShows(body, ['藤椒油'])).toBe(body);
    expect(asShopShows(topSearch, ['藤椒油'])).toBe(topSearch);
    expect(asShopShows(header, null)).toBe(header);
  });

  it('knows when the selection is a header search box (the property panel then says where its words come from)', () => {
    const doc: DocState = { widgets: [header, body, topSearch], selected: null };
    expect(isHeaderSearchSelected(doc, { uuid: 'h', child: 's' })).toBe(true);
    expect(isHeaderSearchSelected(doc, { uuid: 'b', child: 's2' })).toBe(false);
    expect(isHeaderSearchSelected(doc, { uuid: 's3' })).toBe(false);
    expect(isHeaderSearchSelected(doc, { uuid: 'h' })).toBe(false);
  });

  it('draws the header on the canvas with the shop’s words once they are read', () => {
    $shopHotWords.set(null);
    expect(renderToStaticMarkup(createElement(WidgetDrawing, { node: header, ctx: CTX }))).toContain('设计的词');
    $shopHotWords.set(['藤椒油', '冒菜底料']);
    const html = renderToStaticMarkup(createElement(WidgetDrawing, { node: header, ctx: CTX }));
    expect(html).toContain('藤椒油');
    expect(html).toContain('冒菜底料');
    expect(html).not.toContain('设计的词');
    expect(renderToStaticMarkup(createElement(WidgetDrawing, { node: body, ctx: CTX }))).toContain('设计的词');
  });
});
