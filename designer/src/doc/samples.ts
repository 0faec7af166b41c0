/**
 * A new widget's placeholder goods and coupons (商品名称 at ¥0, 商品名称 with no amount) become real ones from the
 * catalogue, so the canvas and a page published before anything was picked show the shop's own goods and coupons.
 * Pure: the samples are handed in (store/samples.ts reads them). 为你推荐 is left alone: its goods belong to a shop;
 * 橱窗卡's coupon page starts empty (no placeholders to replace; the operator picks up to 3).
 */
import type { WidgetNode } from './state';

/** A sample entry stands in for a placeholder until the operator picks: editors drop it then. */
export const isSample = (entry: unknown) => isObject(entry) && entry.sample === true;

export interface Samples { goods: Record<string, unknown>[]; coupons: Record<string, unknown>[] }

const blank = (v: unknown) => v === undefined || v === null || v === '';
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const placeholderGoods = (o: Record<string, unknown>) => 'goods_id' in o && blank(o.goods_id) && ('goods_name' in o || 'price' in o);
const placeholderCoupon = (o: Record<string, unknown>) => o.linkPage === 'coupons' && blank(o.card_id);
const SKIP = new Set(['W0020']);

export function fillPlaceholders(node: WidgetNode, samples: Samples | null): WidgetNode {
  if (!samples || SKIP.has(node.type)) return node;
  let g = 0, c = 0;
  const nextGoods = () => samples.goods[g++ % samples.goods.length];
  const nextCoupon = () => samples.coupons[c++ % samples.coupons.length];
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!isObject(v)) return v;
    // `sample` keeps them placeholders for the editors: the operator's first pick replaces them.
    if (samples.goods.length && placeholderGoods(v)) return { ...v, ...nextGoods(), sample: true };
    if (samples.coupons.length && placeholderCoupon(v)) return { ...v, ...nextCoupon(), sample: true };
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
  };
  return { ...node, data: walk(node.data) } as WidgetNode;
}
