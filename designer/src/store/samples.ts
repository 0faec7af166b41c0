/**
 * Real goods and coupons for new widgets' placeholders (doc/samples.ts), read once shortly after the designer opens
 * (when the browser is idle, so opening a page costs nothing more). Until they arrive, new widgets keep ECShopX's
 * placeholders.
 */
import { atom } from 'nanostores';
import { api, type CouponRow, type GoodsRow } from '../api/client';
import { createWidget, type Placement } from '../doc/createWidget';
import { fillPlaceholders, type Samples } from '../doc/samples';
import { toCouponEntry } from '../pickers/coupons';
import { toGoodsEntry } from '../pickers/goods';

export const $samples = atom<Samples | null>(null);
let reading: Promise<void> | null = null;

export function loadSamples(): Promise<void> {
  reading ??= Promise.all([
    api.pick<GoodsRow>('goods', { keywords: '', page: 1, pageSize: 12 }),
    api.pick<CouponRow>('coupons', { keywords: '', page: 1, pageSize: 6 }),
  ]).then(([goods, coupons]) => $samples.set({ goods: goods.list.map(toGoodsEntry), coupons: coupons.list.map(toCouponEntry) }), () => { reading = null; });
  return reading;
}

/** A new widget as the palette adds it: createWidget, with the catalogue's goods and coupons in its placeholders. */
export function newWidget(type: string, placement: Placement = 'top'): ReturnType<typeof createWidget> {
  return fillPlaceholders(createWidget(type, placement), $samples.get());
}
