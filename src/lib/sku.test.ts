import { describe, expect, it } from 'vitest';
import { buildSkuMap, disabledValues, initialSelection, priceView, selectedSku, skuModel, strikesMarket, toggleValue } from './sku';
import type { ItemDetailData, SpecGroup, SpecItem } from './goods';

// Two groups like the demo seed: 包装 (spec_id 2) before 重量 (spec_id 1), sorted by spec_id desc.
const groups: SpecGroup[] = [
  { spec_id: 2, spec_name: '包装', spec_values: [{ spec_value_id: 21, spec_value_name: '袋装' }, { spec_value_id: 22, spec_value_name: '罐装' }] },
  { spec_id: 1, spec_name: '重量', spec_values: [{ spec_value_id: 11, spec_value_name: '100g' }, { spec_value_id: 12, spec_value_name: '250g' }] },
];
const sku = (item_id: number, pack: number, weight: number, store: number, approve_status = 'onsale'): SpecItem => ({
  item_id, price: item_id * 100, store, approve_status,
  item_spec: [{ spec_id: 2, spec_value_id: pack }, { spec_id: 1, spec_value_id: weight }],
});
const skus = [sku(1, 21, 11, 0), sku(2, 22, 11, 5), sku(3, 21, 12, 3, 'instock'), sku(4, 22, 12, 0)];

describe('SKU map', () => {
  it('keys rows by value ids in item_spec_desc order, whatever the item_spec order', () => {
    const reversed = { ...sku(9, 21, 12, 1), item_spec: [{ spec_id: 1, spec_value_id: 12 }, { spec_id: 2, spec_value_id: 21 }] };
    const map = buildSkuMap(groups, [reversed]);
    expect([...map.keys()]).toEqual(['21-12']);
  });

  it('preselects the first in-stock on-sale SKU', () => {
    const map = buildSkuMap(groups, skus);
    expect(initialSelection(groups, map)).toEqual([22, 11]);
  });

  it('selects nothing when no SKU is available', () => {
    const map = buildSkuMap(groups, [sku(1, 21, 11, 0)]);
    expect(initialSelection(groups, map)).toEqual([null, null]);
  });

  it('yields a SKU only when every group has a choice', () => {
    const map = buildSkuMap(groups, skus);
    expect(selectedSku(map, [22, null])).toBeUndefined();
    expect(selectedSku(map, [22, 11])?.item_id).toBe(2);
  });

  it('toggles a value off when chosen again and replaces otherwise', () => {
    expect(toggleValue([22, 11], 0, 22)).toEqual([null, 11]);
    expect(toggleValue([22, 11], 1, 12)).toEqual([22, 12]);
  });

  it('disables values with no available combination given the other choices', () => {
    const map = buildSkuMap(groups, skus);
    // With 罐装 chosen only 100g is buyable; with 100g chosen only 罐装.
    expect([...disabledValues(groups, map, [22, 11])].sort()).toEqual([12, 21]);
    // Nothing chosen: only 罐装+100g is buyable, so 袋装 and 250g are out whatever else is picked.
    expect([...disabledValues(groups, map, [null, null])].sort()).toEqual([12, 21]);
    // With 250g chosen, both packs are out.
    expect([...disabledValues(groups, map, [null, 12])].sort()).toEqual([12, 21, 22]);
  });

  it('treats a no-spec item as one SKU built from the item', () => {
    const item = { item_id: 7, price: 990, store: 3, approve_status: 'onsale', pics: [], distributor_id: 0, item_name: 'x' } as ItemDetailData;
    const { groups: g, map } = skuModel(item);
    expect(selectedSku(map, initialSelection(g, map))?.item_id).toBe(7);
  });
});

describe('price label', () => {
  const item = { item_id: 1, price: 1000, market_price: 1250, store: 1, approve_status: 'onsale', pics: [], distributor_id: 0, item_name: 'x' } as ItemDetailData;
  it('prefers activity price, then member price', () => {
    expect(priceView({ ...item, act_price: 800, member_price: 900 })).toEqual({ label: '活动价', price: 800, market: 1250 });
    expect(priceView({ ...item, member_price: 900 }).label).toBe('会员价');
    expect(priceView(item)).toEqual({ label: '价格', price: 1000, market: 1250 });
  });
  it("a member's price from goods/viewer_prices wins over the item's own member price; an activity price stays", () => {
    const viewer = { item_id: 1, price: 900, original_price: 1000, market_price: 1250, price_label: '会员价' as const, on_sale: true };
    expect(priceView({ ...item, member_price: 950 }, undefined, viewer)).toEqual({ label: '会员价', price: 900, market: 1250 });
    expect(priceView(item, undefined, { ...viewer, price: 1000, price_label: '' })).toEqual({ label: '价格', price: 1000, market: 1250 });
    expect(priceView({ ...item, act_price: 800 }, undefined, viewer).label).toBe('活动价');
  });
  it('uses the chosen SKU', () => {
    expect(priceView(item, { item_id: 2, price: 2000, market_price: 2500, store: 1, item_spec: [] }).price).toBe(2000);
  });
  it('strikes the market price by the public price only (the markup the page was built with), whatever a member pays', () => {
    expect(strikesMarket(item)).toBe(true);
    const atMarket = { ...item, market_price: 1000 };
    expect(strikesMarket(atMarket)).toBe(false); // a member paying 900 sees no struck 1000 either: hydration matches the page
    expect(strikesMarket(atMarket, { item_id: 2, price: 2000, market_price: 2500, store: 1, item_spec: [] })).toBe(true);
  });
});
