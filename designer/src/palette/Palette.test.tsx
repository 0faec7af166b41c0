import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { widgets } from '../../../src/widgets/registry';
import { DESIGNS, paletteLabel } from '../panels';
import { paletteGroups } from './groups';
import { Palette } from './Palette';

describe('palette', () => {
  it('lists every registry widget except W0000, once', () => {
    const listed = paletteGroups().flatMap((g) => g.items.map((w) => w.type)).sort();
    const expected = Object.keys(widgets).filter((t) => t !== 'W0000').sort();
    expect(listed).toEqual(expected);
  });

  it('groups 基础挂件 and 业务组件 as the spec says', () => {
    const [basic, business] = paletteGroups();
    expect(basic.title).toBe('基础挂件');
    expect(basic.items.map((w) => w.type)).toEqual(['W0001', 'W0003', 'W0006', 'W0011']);
    expect(business.title).toBe('业务组件');
    expect(business.items.map((w) => w.type)).toEqual(['W0002', 'W0004', 'W0005', 'W0007', 'W0008', 'W0010',
      'W0012', 'W0013', 'W0014', 'W0015', 'W0016', 'W0017', 'W0018', 'W0019', 'W0020', 'W0021', 'W0022']);
  });

  it('names every palette entry once (导航菜单 and 滚动导航 are two widgets)', () => {
    const names = paletteGroups().flatMap((g) => g.items.map(paletteLabel));
    expect(new Set(names).size).toBe(names.length);
  });

  it('offers an 添加…到页面 button beside each entry (the keyboard way to add)', () => {
    const html = renderToStaticMarkup(<DndProvider backend={HTML5Backend}><Palette /></DndProvider>);
    for (const w of DESIGNS) if (w.type !== 'W0000') expect(html).toContain(`aria-label="添加${paletteLabel(w)}到页面"`);
  });

  it('renders each item as a button named by its Chinese widget name', () => {
    const html = renderToStaticMarkup(<DndProvider backend={HTML5Backend}><Palette /></DndProvider>);
    for (const w of Object.values(widgets)) {
      if (w.type === 'W0000') expect(html).not.toContain('页面配置');
      else expect(html).toMatch(new RegExp(`<button[^>]*>(<svg.*?</svg>)?<span>${w.name}</span></button>`));
    }
  });
});
