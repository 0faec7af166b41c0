import { describe, expect, it } from 'vitest';
import type { WidgetNode } from '../widgets/types';
import { applyLivePrices, collectGoodsIds } from './prices';

const block = (ids: number[]): WidgetNode => ({ type: 'W0002', data: ids.map((id) => ({ goods_id: id, price: 1 })) } as unknown as WidgetNode);

describe('live prices of embedded goods', () => {
  it('replaces the snapshot price and leaves goods taken off shelf out of goods blocks, also inside free panels', () => {
    const widgets = [block([1, 2, 3]), { type: 'W0006', childWidgets: [block([2, 4])] } as unknown as WidgetNode];
    expect(collectGoodsIds(widgets).sort()).toEqual([1, 2, 3, 4]);
    const live = new Map([[1, { price: 100, market_price: 200, on_sale: true }], [2, { price: 300, market_price: 400, on_sale: false }]]);
    const out = applyLivePrices(widgets, live) as unknown as { data?: { goods_id: number; price: number }[]; childWidgets?: { data: { goods_id: number }[] }[] }[];
    expect(out[0].data).toEqual([{ goods_id: 1, price: 100, market_price: 200 }, { goods_id: 3, price: 1 }]);
    expect(out[1].childWidgets![0].data.map((g) => g.goods_id)).toEqual([4]);
    expect((widgets[0] as unknown as { data: unknown[] }).data).toHaveLength(3); // the stored document is untouched
  });
});
