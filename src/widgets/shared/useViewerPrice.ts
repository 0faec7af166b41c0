/**
 * A price renderer's view of the viewer's price (src/lib/viewer-prices.ts). The compiler renders the public price
 * (no window); in the browser the snapshot is the corrected price even while hydrating, so an island woken after
 * the correction matches the HTML the correction left, and one already live re-renders with it.
 */
import { useSyncExternalStore } from 'react';
import { subscribeViewerPrices, viewerPrice, type ViewerPrice } from '../../lib/viewer-prices';

const inBrowser = typeof window !== 'undefined';

export function useViewerPrice(id: string | number): ViewerPrice | undefined {
  const get = () => viewerPrice(id);
  return useSyncExternalStore(subscribeViewerPrices, get, inBrowser ? get : () => undefined);
}
