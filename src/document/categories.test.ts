import { describe, expect, it } from 'vitest';
import type { WidgetNode } from '../widgets/types';
import { applyLiveCategories } from './categories';

const tree = [
  { category_id: 1, category_name: '花椒', children: [{ category_id: 2, category_name: '红花椒', children: [] }, { category_id: 3, category_name: '青花椒', children: [] }] },
  { category_id: 4, category_name: '辣椒', children: [] },
];

describe('category menus show the live subcategories', () => {
  it('fills each stored category (also inside a free panel) with its live name and subtree; unknown ids stay', () => {
    const menu = { type: 'W0007', uuid: 'a', categoryData: [{ category_id: 1, category_name: '旧名', image_url: '/i.png' }, { category_id: 99, category_name: '外部' }] } as unknown as WidgetNode;
    const panel = { type: 'W0006', uuid: 'p', childWidgets: [menu] } as unknown as WidgetNode;
    const [top, inPanel] = applyLiveCategories([menu, panel], tree);
    for (const w of [top, (inPanel.childWidgets as WidgetNode[])[0]]) {
      const [pepper, foreign] = w.categoryData as Record<string, unknown>[];
      expect(pepper).toMatchObject({ category_id: 1, category_name: '花椒', image_url: '/i.png' });
      expect((pepper.children as { category_name: string }[]).map((c) => c.category_name)).toEqual(['红花椒', '青花椒']);
      expect(foreign).toEqual({ category_id: 99, category_name: '外部' });
    }
    // The stored document is not changed.
    expect((menu.categoryData as Record<string, unknown>[])[0].category_name).toBe('旧名');
  });
});
