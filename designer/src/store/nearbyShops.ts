/**
 * The shops a live 附近商家 lists for a shopper at the default place (Beijing, nearest first), read once when a
 * 附近商家 with no chosen shops is first drawn: the canvas then shows what the live page shows, not an empty box.
 */
import { atom } from 'nanostores';
import { api, type ShopPage } from '../api/client';
import { BEIJING } from '../../../src/widgets/W0019-nearby-shops/nearby';

/** null until read. */
export const $nearbyShops = atom<Pick<ShopPage, 'list' | 'tagList'> | null>(null);
let reading: Promise<void> | null = null;

export function loadNearbyShops(): Promise<void> {
  reading ??= api.nearbyShops(BEIJING).then((r) => $nearbyShops.set({ list: r.list ?? [], tagList: r.tagList ?? [] }), () => { reading = null; });
  return reading;
}
