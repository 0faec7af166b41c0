import { describe, it, expect } from 'vitest';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { widgets } from './registry';
import { html, nodeOf } from './test-utils';
import { bodyStyle, innerStyle, outerStyle } from './WidgetBox';
import type { WidgetNode, WidgetType } from './types';
import { unpackIslandValue } from './island-props';
import { ATTRS } from './shared/attrs';

/** Attribute value of the first data-island wrapper, decoded. */
function islandProps(markup: string): { value: WidgetNode; ctx: unknown } | null {
  const m = markup.match(/data-props="([^"]*)"/);
  if (!m) return null;
  const decoded = m[1].replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const props = JSON.parse(decoded);
  return { ...props, value: unpackIslandValue(props.value) };
}

/** Inner HTML of the island wrapper (the part hydrateRoot must reproduce). */
function islandInner(markup: string): string {
  const open = markup.indexOf('>', markup.indexOf('data-island=')) + 1;
  const close = markup.lastIndexOf('</div></div></div></div>');
  return markup.slice(open, close);
}

const TYPES = Object.keys(widgets) as WidgetType[];

describe('island wrapper', () => {
  it('wraps islands in render mode only', () => {
    for (const t of TYPES.filter((x) => x !== 'W0000')) {
      const render = html(nodeOf(t), 'render');
      expect(render.includes(`data-island="${t}"`), t).toBe(widgets[t].island);
      expect(html(nodeOf(t), 'design')).not.toContain('data-island');
      expect(html(nodeOf(t), 'preview')).not.toContain('data-island');
    }
  });

  it('serialises the merged value and the context', () => {
    const markup = html({ type: 'W0008', uuid: 's1', placeholder: '找花椒' } as WidgetNode, 'render', { currentPath: '/' });
    const props = islandProps(markup)!;
    expect(props.value).toMatchObject({ type: 'W0008', uuid: 's1', placeholder: '找花椒', isShowBtn: true, height: 38 });
    expect(props.ctx).toEqual({ mode: 'render', page: { themeColor: '#479EE9', backgroundColor: '#f4f4f4' }, currentPath: '/' });
  });

  it('leaves the common attrs at their defaults out of the page; the browser puts them back', () => {
    const markup = html({ type: 'W0008', uuid: 's1', placeholder: '找花椒' } as WidgetNode, 'render', { currentPath: '/' });
    const sent = JSON.parse(markup.match(/data-props="([^"]*)"/)![1].replace(/&quot;/g, '"'));
    expect(sent.value).not.toHaveProperty('dragable');
    expect(sent.value).not.toHaveProperty('borderTopColor');
    expect(sent.value).toMatchObject({ height: 38, placeholder: '找花椒' }); // differs from the common default (20)
    expect(unpackIslandValue(sent.value)).toMatchObject({ dragable: ATTRS.dragable, height: 38 });
  });

  it('the island Render reproduces the server markup from the serialised props (hydration-safe)', () => {
    for (const t of TYPES.filter((x) => widgets[x].island)) {
      const markup = html(nodeOf(t), 'render');
      const props = islandProps(markup)!;
      const again = renderToString(createElement(widgets[t].Render as ComponentType<typeof props>, props));
      expect(islandInner(markup), t).toBe(again);
    }
  });

  it('renders nothing for W0000 and a marker for unknown types in design mode', () => {
    expect(html(nodeOf('W0000'), 'render')).toBe('');
    expect(html({ type: 'W0099', uuid: 'x' } as unknown as WidgetNode, 'design')).toContain('未知的挂件类型：W0099');
    expect(html({ type: 'W0099', uuid: 'x' } as unknown as WidgetNode, 'render')).toBe('');
  });
});

describe('WidgetBox', () => {
  const v = nodeOf('W0011', {
    marginTop: 10, marginBottom: 20, borderTopWidth: 2, borderTopColor: '#f00', backgroundColor: '#eee', foregroundColor: '#fff',
    paddingLeft: 5, width: 300, height: 40, marginLeft: 0, marginRight: 'auto',
  });
  it('outer band: margins, per-side borders, background', () => {
    expect(outerStyle(v)).toEqual({ marginTop: 10, marginBottom: 20, backgroundColor: '#eee', borderTop: '2px solid #f00' });
  });
  it('inner: page width 1190, auto inside a free panel', () => {
    expect(innerStyle(v, false)).toMatchObject({ width: 1190, paddingLeft: 5, backgroundColor: '#fff' });
    expect(innerStyle(v, true).width).toBe('auto');
  });
  it('leaves out zero margins and paddings and transparent backgrounds (the browser defaults)', () => {
    const plain = nodeOf('W0011', { marginTop: 0, paddingTop: 0, backgroundColor: '#ffffff00', foregroundColor: '#ffffff00' });
    expect(outerStyle(plain).marginTop).toBeUndefined();
    expect(outerStyle(plain).backgroundColor).toBeUndefined();
    expect(innerStyle(plain, false).paddingTop).toBeUndefined();
    expect(innerStyle(plain, false).backgroundColor).toBeUndefined();
    expect(outerStyle(nodeOf('W0011', { backgroundColor: '#ffffff80' })).backgroundColor).toBe('#ffffff80');
  });
  it('an untouched default background paints no full-width band beyond 1190px; the inner box stays white; a chosen white does band', () => {
    const untouched = nodeOf('W0002');
    expect(untouched.backgroundColor).toBe('#ffffffff');
    expect(outerStyle(untouched).backgroundColor).toBeUndefined();
    expect(innerStyle(untouched, false).backgroundColor).toBe('#ffffffff');
    expect(outerStyle(nodeOf('W0002', { backgroundColor: '#FFFFFF' })).backgroundColor).toBe('#FFFFFF');
  });
  it('body: width/height/margins, auto height when heightShow is false', () => {
    expect(bodyStyle(v)).toMatchObject({ width: 300, height: 40, marginLeft: 0, marginRight: 'auto' });
    expect(bodyStyle({ ...v, heightShow: false }).height).toBe('auto');
  });
  it('is in the markup', () => {
    const markup = html(v, 'render');
    expect(markup).toContain('class="w-widget w-W0011"');
    expect(markup).toContain('width:1190px');
    expect(markup).toContain('width:300px;height:40px');
    expect(markup).toContain('border-top:2px solid #f00');
  });
});
