import { describe, it, expect } from 'vitest';
import { createWidget } from './createWidget';
import { fillPlaceholders, isSample, type Samples } from './samples';

const samples: Samples = {
  goods: [1, 2, 3].map((n) => ({ goods_id: n, itemId: n, goods_name: `青花椒${n}`, price: n * 1000, goods_pic: `/p${n}.jpg`, linkPage: 'goods', linkPageLabel: '商品' })),
  coupons: [7, 8].map((n) => ({ card_id: n, card_type: 'cash', title: `满减券${n}`, reduce_cost: n * 100, linkPage: 'coupons', linkPageLabel: '优惠券' })),
};

describe('fillPlaceholders', () => {
  it('商品: the five 商品名称 placeholders become catalogue goods, cycling through the samples', () => {
    const w = fillPlaceholders(createWidget('W0002'), samples);
    expect((w.data as { goods_name: string; goods_id: number }[]).map((g) => g.goods_id)).toEqual([1, 2, 3, 1, 2]);
    expect(JSON.stringify(w.data)).not.toContain('商品名称');
    // Still placeholders to the editors: the operator's first pick replaces them.
    expect((w.data as unknown[]).every(isSample)).toBe(true);
  });
  it('tabbed goods (商品橱窗) and 橱窗卡 goods pages are filled; a tab keeps its name; 橱窗卡 coupon page stays for the operator', () => {
    const tabs = fillPlaceholders(createWidget('W0005'), samples).data as { text: string; data: { goods_id: number }[] }[];
    expect(tabs[0].text).toBe('tab1');
    expect(tabs[0].data.every((g) => g.goods_id > 0)).toBe(true);
    const card = fillPlaceholders(createWidget('W0012'), samples).data as unknown[][];
    expect((card[3][0] as { data: { goods_id: number }[] }).data.map((g) => g.goods_id)).toEqual([1, 2, 3, 1]);
    expect((card[4][0] as { data: unknown[] }).data).toEqual([]);
  });
  it('优惠券: placeholder coupons become real ones with an amount', () => {
    const w = fillPlaceholders(createWidget('W0021'), samples);
    expect((w.data as { card_id: number; reduce_cost: number }[]).map((c) => [c.card_id, c.reduce_cost])).toEqual([[7, 700], [8, 800], [7, 700]]);
  });
  it('为你推荐 keeps its placeholders (its goods belong to a chosen shop); without samples nothing changes', () => {
    const shops = createWidget('W0020');
    expect(fillPlaceholders(shops, samples)).toBe(shops);
    const goods = createWidget('W0002');
    expect(fillPlaceholders(goods, null)).toBe(goods);
  });
});
