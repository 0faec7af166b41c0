/**
 * The shopper's SKU and quantity choice for one item (rules in lib/sku.ts): the spec groups, the chosen
 * values, the matching SKU with its price view and stock, and a toggle that keeps the quantity within
 * the new SKU's stock. Shared by the item page and the quick-buy dialog.
 */
import { useMemo, useState } from 'react';
import type { ItemDetailData } from '../../lib/goods';
import { disabledValues, initialSelection, priceView, selectedSku, skuModel, toggleValue, type Selection } from '../../lib/sku';
import { clampQuantity } from '../../lib/validation';

export function useSkuChoice(item: ItemDetailData) {
  const { groups, map } = useMemo(() => skuModel(item), [item]);
  const [selection, setSelection] = useState<Selection>(() => initialSelection(groups, map));
  const [qty, setQty] = useState(1);
  const sku = selectedSku(map, selection);
  const disabled = useMemo(() => disabledValues(groups, map, selection), [groups, map, selection]);
  const toggle = (groupIndex: number, valueId: number) => {
    const next = toggleValue(selection, groupIndex, valueId);
    setSelection(next);
    const nextSku = selectedSku(map, next);
    if (nextSku) setQty((q) => clampQuantity(q, 1, Math.max(1, nextSku.store)));
  };
  return {
    groups, map, selection, setSelection, qty, setQty, sku, disabled, toggle,
    // The public price (the item page's PriceBox and the quick-buy dialog show a member's own price).
    price: priceView(item, sku), stock: sku ? sku.store : item.store,
  };
}
