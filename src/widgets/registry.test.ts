import { describe, it, expect } from 'vitest';
import defaultsFixture from './__fixtures__/ecshopx-widget-defaults.json';
import { FREE_PANEL_ALLOWED, freePanelDropError, getWidget, mergeDefaults, validateWidget, widgets } from './registry';
import type { WidgetNode, WidgetType } from './types';

const TYPES = Object.keys(defaultsFixture) as WidgetType[];
/** Where we name a widget as spec/designer.md does, not as ECShopX's defaults (which call W0013 导航菜单 like W0007). */
const RENAMED: Partial<Record<WidgetType, string>> = { W0013: '滚动导航' };
const fixtureOf = (t: WidgetType) => {
  const d = (defaultsFixture as Record<string, Record<string, unknown>>)[t];
  const name = RENAMED[t];
  return name ? { ...d, name, alias: name, text: name } : d;
};

describe('registry', () => {
  it('holds all 22 widgets, keyed by their type, with Chinese names', () => {
    expect(Object.keys(widgets).sort()).toEqual([...TYPES].sort());
    expect(TYPES).toHaveLength(22);
    for (const t of TYPES) {
      expect(widgets[t].type).toBe(t);
      expect(widgets[t].name).toBe(fixtureOf(t).name);
    }
    expect(getWidget('W0009')).toBeUndefined();
    expect(getWidget('toString')).toBeUndefined();
  });

  it('defaults equal the fixture settings key for key', () => {
    for (const t of TYPES) expect(widgets[t].defaults).toEqual(fixtureOf(t));
  });

  it('W0013 is 滚动导航, not a second 导航菜单', () => {
    expect(widgets.W0013.name).toBe('滚动导航');
    expect(widgets.W0007.name).toBe('导航菜单');
  });

  it('defaults pass their own validation', () => {
    for (const t of TYPES) expect(validateWidget({ ...widgets[t].defaults, uuid: 'x' } as WidgetNode), t).toEqual([]);
  });

  it('islands follow the spec', () => {
    expect(widgets.W0020.island).toBe(false);
    expect(widgets.W0002.island).toBe(false);
    expect(widgets.W0001.island && widgets.W0010.island && widgets.W0019.island && widgets.W0021.island).toBe(true);
  });
});

describe('free panel drops', () => {
  it('allows exactly the spec list', () => {
    expect([...FREE_PANEL_ALLOWED]).toEqual(['W0001', 'W0003', 'W0007', 'W0008', 'W0010', 'W0011', 'W0012', 'W0013', 'W0014',
      'W0015', 'W0016', 'W0017', 'W0018', 'W0019', 'W0020', 'W0021', 'W0022']);
  });
  it('refuses others with 不可放入自由面板; null and W0006 drops are ignored', () => {
    for (const t of ['W0000', 'W0002', 'W0004', 'W0005']) expect(freePanelDropError(t)).toBe('不可放入自由面板');
    expect(freePanelDropError('W0008')).toBeNull();
    expect(freePanelDropError(null)).toBeNull();
    expect(freePanelDropError('W0006')).toBeNull();
  });
});

describe('mergeDefaults', () => {
  it('is a shallow {...defaults, ...stored}', () => {
    const m = mergeDefaults({ type: 'W0000', uuid: 'p', backgroundColor: '#f00' } as WidgetNode);
    expect(m.themeColor).toBe('#479EE9');
    expect(m.backgroundColor).toBe('#f00');
    expect(m.uuid).toBe('p');
    const c = mergeDefaults({ type: 'W0001', uuid: 'c', data: [{ imgUrl: 'a.jpg' }] } as unknown as WidgetNode);
    expect(c.data).toEqual([{ imgUrl: 'a.jpg' }]);
    expect(c.autoplaySpeed).toBe(2000);
  });
  it('merges free-panel children and marks them leaf', () => {
    const m = mergeDefaults({ type: 'W0006', uuid: 'f', childWidgets: [{ type: 'W0008', uuid: 's', x: 5, y: 6 }] } as unknown as WidgetNode);
    const [child] = m.childWidgets as WidgetNode[];
    expect(child).toMatchObject({ type: 'W0008', uuid: 's', x: 5, y: 6, leaf: true, placeholder: '搜索', height: 38 });
  });
  it('leaves unknown types alone', () => {
    expect(mergeDefaults({ type: 'W0099', uuid: 'u' } as unknown as WidgetNode)).toEqual({ type: 'W0099', uuid: 'u' });
  });
});

describe('validateWidget', () => {
  it('rejects unknown types in Chinese', () => {
    expect(validateWidget({ type: 'W0009', uuid: 'u' } as unknown as WidgetNode)).toEqual([{ path: 'type', message: '未知的挂件类型：W0009' }]);
  });
  it('recurses into free-panel children with prefixed paths', () => {
    const issues = validateWidget({
      type: 'W0006', uuid: 'f',
      childWidgets: [
        { type: 'W0001', uuid: 'a', data: [] },
        { type: 'W0002', uuid: 'b' },
        { type: 'W0042', uuid: 'c' },
      ],
    } as unknown as WidgetNode);
    expect(issues).toEqual([
      { path: 'childWidgets[0].data', message: '请至少添加1张轮播图' },
      { path: 'childWidgets[1]', message: '不可放入自由面板' },
      { path: 'childWidgets[2].type', message: '未知的挂件类型：W0042' },
    ]);
  });
  it('checks common box limits', () => {
    expect(validateWidget({ type: 'W0011', uuid: 't', width: 1300, paddingLeft: -1 } as unknown as WidgetNode)).toEqual([
      { path: 'width', message: '宽度需在0到1190之间' },
      { path: 'paddingLeft', message: '内边距不能小于0' },
    ]);
  });
});
