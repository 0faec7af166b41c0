/**
 * Spec picking (storefront spec §4): the SKU map, the preselection, toggling, and which values are
 * unavailable given the other choices. Pure, so the item page renders the same on server and client.
 */
import type { ItemDetailData, SpecGroup, SpecItem } from './goods';
import type { ViewerPrice } from './viewer-prices';

/** One choice per spec group, in item_spec_desc order; null = not chosen. */
export type Selection = (number | null)[];
export type SkuMap = Map<string, SpecItem>;

export const skuKey = (valueIds: readonly number[]): string => valueIds.join('-');

/** A SKU can be bought when it is on sale and in stock (missing approve_status counts as on sale). */
export const isAvailable = (sku: SpecItem): boolean => sku.store > 0 && (sku.approve_status ?? 'onsale') === 'onsale';

/**
 * SKU rows keyed by `-`-joined spec_value_ids taken in item_spec_desc order (the server promises the
 * same order, but we look up by spec_id so a differently ordered item_spec still lands right).
 */
export function buildSkuMap(groups: SpecGroup[], items: SpecItem[]): SkuMap {
  const map: SkuMap = new Map();
  for (const sku of items) {
    const ids = groups.length
      ? groups.map((g) => sku.item_spec.find((s) => s.spec_id === g.spec_id)?.spec_value_id ?? -1)
      : sku.item_spec.map((s) => s.spec_value_id);
    if (!ids.includes(-1)) map.set(skuKey(ids), sku);
  }
  return map;
}

/** Groups and SKUs of an item; a no-spec item without spec_items becomes one SKU built from the item itself. */
export function skuModel(item: ItemDetailData): { groups: SpecGroup[]; map: SkuMap } {
  const groups = item.item_spec_desc ?? [];
  const items = item.spec_items?.length ? item.spec_items : [{
    item_id: item.item_id, price: item.price, market_price: item.market_price, member_price: item.member_price,
    act_price: item.act_price, store: item.store, approve_status: item.approve_status, item_spec: [],
  }];
  return { groups, map: buildSkuMap(groups, items) };
}

/** Value ids of a SKU in group order. */
function idsOf(groups: SpecGroup[], sku: SpecItem): number[] {
  return groups.map((g) => sku.item_spec.find((s) => s.spec_id === g.spec_id)?.spec_value_id ?? -1);
}

/** On creation the first in-stock on-sale SKU is preselected; nothing when none is available. */
export function initialSelection(groups: SpecGroup[], map: SkuMap): Selection {
  const first = [...map.values()].find(isAvailable);
  return first ? idsOf(groups, first) : groups.map(() => null);
}

/** The selection that picks the SKU with `skuId`; undefined when the item has no such SKU. */
export function selectionOfSku(groups: SpecGroup[], map: SkuMap, skuId: number): Selection | undefined {
  const sku = [...map.values()].find((s) => s.item_id === skuId);
  return sku ? idsOf(groups, sku) : undefined;
}

/** Clicking a value toggles it: chosen again → cleared, otherwise it replaces the group's choice. */
export function toggleValue(sel: Selection, groupIndex: number, valueId: number): Selection {
  return sel.map((v, i) => (i === groupIndex ? (v === valueId ? null : valueId) : v));
}

/** The matching SKU once every group has a choice, else undefined. */
export function selectedSku(map: SkuMap, sel: Selection): SpecItem | undefined {
  if (sel.some((v) => v === null)) return undefined;
  return map.get(skuKey(sel as number[]));
}

/** Whether some available SKU agrees with every chosen position of `sel`. */
function anyAvailable(groups: SpecGroup[], map: SkuMap, sel: Selection): boolean {
  for (const sku of map.values()) {
    if (!isAvailable(sku)) continue;
    const ids = idsOf(groups, sku);
    if (sel.every((v, i) => v === null || v === ids[i])) return true;
  }
  return false;
}

/** Values that lead to no available SKU given the choices in the other groups. */
export function disabledValues(groups: SpecGroup[], map: SkuMap, sel: Selection): Set<number> {
  const out = new Set<number>();
  groups.forEach((g, gi) => {
    for (const v of g.spec_values) {
      const probe = sel.map((x, i) => (i === gi ? v.spec_value_id : x));
      if (!anyAvailable(groups, map, probe)) out.add(v.spec_value_id);
    }
  });
  return out;
}

export interface PriceView { label: '活动价' | '会员价' | '员工价' | '价格'; price: number; market: number }

/**
 * Price shown for the chosen SKU (or the item): activity price wins over member price (spec §9). `viewer` is what
 * `goods/viewer_prices` answered for this SKU (a member's page, src/islands/member-prices.ts): the price the cart
 * charges this member, the same correction every list uses.
 */
export function priceView(item: ItemDetailData, sku?: SpecItem, viewer?: ViewerPrice): PriceView {
  const src = sku ?? item;
  const market = Number(src.market_price ?? item.market_price ?? 0);
  if (src.act_price) return { label: '活动价', price: Number(src.act_price), market };
  if (viewer) return { label: viewer.price_label || '价格', price: viewer.price, market };
  if (src.member_price) return { label: '会员价', price: Number(src.member_price), market };
  return { label: '价格', price: Number(src.price), market };
}

/**
 * Whether the item page strikes the market price: decided by the public price the page was built with, never by a
 * viewer's own (lower) price, so the pre-rendered page, the member's correction and React's hydration draw the same
 * elements.
 */
export function strikesMarket(item: ItemDetailData, sku?: SpecItem): boolean {
  const shown = priceView(item, sku);
  return shown.market > shown.price;
}
