/**
 * The item page's first clicks, answered before React has arrived (issue 28): a spec button switches the
 * price, stock and the other buttons' availability from the SKU table already in the page (the island's
 * data-props), and − / + step the quantity, with the very rules ItemDetail uses (lib/sku, lib/quantity).
 * No framework: this is a few KB that loads with the page, while React loads only on intent.
 * boot.ts still holds the click and replays it once the island is hydrated, so React makes the same
 * change in its own state; the texts changed here carry suppressHydrationWarning in ItemDetail, so a
 * hydration that reads them keeps them (React's replayed state then agrees with what is shown).
 */
import type { ItemDetailData } from '../../lib/goods';
import { disabledValues, priceView, selectedSku, skuModel, strikesMarket, toggleValue, type Selection } from '../../lib/sku';
import { stepQuantity } from '../../lib/quantity';
import { formatFen } from '../../lib/money';
import { PRICE_ATTR, viewerPrice } from '../../lib/viewer-prices';

interface Model { item: ItemDetailData; groups: ReturnType<typeof skuModel>['groups']; map: ReturnType<typeof skuModel>['map'] }
const models = new WeakMap<HTMLElement, Model | null>();

function modelOf(island: HTMLElement): Model | null {
  if (models.has(island)) return models.get(island)!;
  let model: Model | null = null;
  try {
    const item = (JSON.parse(island.dataset.props || '{}') as { item?: ItemDetailData }).item;
    if (item) model = { item, ...skuModel(item) };
  } catch { /* no model: the click simply waits for React */ }
  models.set(island, model);
  return model;
}

/** The spec buttons, one row per group, in the order ItemDetail renders them. */
const rowsOf = (island: HTMLElement) => [...island.querySelectorAll<HTMLElement>('.pd-rows [role="group"]')].map((g) => [...g.querySelectorAll<HTMLButtonElement>('button.pd-spec')]);

/** What the page shows now, read from the buttons (React's state is the same until it takes over). */
function shownSelection(model: Model, rows: HTMLButtonElement[][]): Selection {
  return model.groups.map((g, gi) => {
    const i = rows[gi]?.findIndex((b) => b.getAttribute('aria-pressed') === 'true') ?? -1;
    return i >= 0 ? g.spec_values[i]?.spec_value_id ?? null : null;
  });
}

const stockOf = (model: Model, sel: Selection) => selectedSku(model.map, sel)?.store ?? model.item.store;

function showSelection(island: HTMLElement, model: Model, rows: HTMLButtonElement[][], sel: Selection): void {
  const disabled = disabledValues(model.groups, model.map, sel);
  model.groups.forEach((g, gi) => g.spec_values.forEach((v, vi) => {
    const b = rows[gi]?.[vi];
    if (!b) return;
    b.setAttribute('aria-pressed', String(sel[gi] === v.spec_value_id));
    b.disabled = disabled.has(v.spec_value_id) && sel[gi] !== v.spec_value_id;
  }));
  const sku = selectedSku(model.map, sel);
  const shownId = sku?.item_id ?? model.item.item_id;
  const price = priceView(model.item, sku, viewerPrice(shownId));
  island.querySelector(`[${PRICE_ATTR}]`)?.setAttribute(PRICE_ATTR, String(shownId));
  const set = (selector: string, text: string) => { const el = island.querySelector(selector); if (el) el.textContent = text; };
  set('.pd-price-label', price.label);
  set('.pd-price', formatFen(price.price));
  const market = island.querySelector<HTMLElement>('.pd-market');
  if (market) { market.textContent = formatFen(price.market); market.hidden = !strikesMarket(model.item, sku); }
  const stock = sku ? sku.store : model.item.store;
  set('.pd-stat [data-stock]', String(stock));
  // The quantity stays within the new SKU's stock, as useSkuChoice does.
  const qty = island.querySelector<HTMLInputElement>('input[aria-label="购买数量"]');
  if (qty && sku && Number(qty.value) > Math.max(1, sku.store)) qty.value = String(Math.max(1, sku.store));
}

/**
 * Answers a click on `target` inside the ItemDetail island before hydration; true when it did (the click is
 * still replayed into React afterwards).
 */
export function respond(island: HTMLElement, target: HTMLElement): boolean {
  const model = modelOf(island);
  if (!model) return false;
  if (target.matches('button.pd-spec')) {
    const rows = rowsOf(island);
    const gi = rows.findIndex((r) => r.includes(target as HTMLButtonElement));
    const vi = gi >= 0 ? rows[gi].indexOf(target as HTMLButtonElement) : -1;
    const value = model.groups[gi]?.spec_values[vi];
    if (!value) return false;
    showSelection(island, model, rows, toggleValue(shownSelection(model, rows), gi, value.spec_value_id));
    return true;
  }
  const label = target.getAttribute('aria-label');
  if (label === '增加数量' || label === '减少数量') {
    const qty = island.querySelector<HTMLInputElement>('input[aria-label="购买数量"]');
    if (!qty) return false;
    const max = Math.max(1, stockOf(model, shownSelection(model, rowsOf(island))));
    const r = stepQuantity(Math.max(1, Number(qty.value) || 1), label === '增加数量' ? 1 : -1, 1, max);
    qty.value = String(r.value);
    return true;
  }
  return false;
}
