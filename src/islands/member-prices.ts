/**
 * A logged-in member's page corrects its prices (ARCHITECTURE principle 13). Loaded by boot.ts only when the login
 * cookie is there, so an anonymous first visit runs none of it. One `goods/viewer_prices` call for every price
 * element on the page (`data-item-price`, written by the widgets' Price and the list's GoodsCard); the answers are
 * written into those elements in place (the price text, then the label after it, so nothing moves) and kept for
 * islands that hydrate later. Prices that appear later (a list's next page, a carousel's slides) are asked for in
 * one more call per batch of new ids.
 */
import { TOKEN_COOKIE, COMPANY_ID } from '../lib/constants';
import { formatFen } from '../lib/money';
import { PRICE_ATTR, PRICE_IDS_ATTR, PRICE_LABEL_ATTR, PRICE_LABEL_DEFAULT_ATTR, PRICE_NOW_ATTR, rememberViewerPrices, viewerPrice, type ViewerPrice } from '../lib/viewer-prices';
import { afterNextFrame } from '../lib/frame';

const API_BASE: string = (import.meta.env?.PUBLIC_API_BASE as string | undefined) ?? '';
/** The server's bound per call (catalog/viewer-prices.ts). */
const MAX_IDS = 100;

const token = () => decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith(`${TOKEN_COOKIE}=`))?.slice(TOKEN_COOKIE.length + 1) ?? '');

const asked = new Set<string>();

async function ask(ids: string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += MAX_IDS) {
    const chunk = ids.slice(i, i + MAX_IDS);
    const q = new URLSearchParams({ item_id: chunk.join(','), company_id: String(COMPANY_ID) });
    const res = await fetch(`${API_BASE}/api/h5app/wxapp/goods/viewer_prices?${q}`, { headers: { Authorization: `Bearer ${token()}` } });
    if (!res.ok) return; // a lapsed login: the public prices stay, the cart prices on its own
    const body = (await res.json()) as { data?: { list?: ViewerPrice[] } };
    rememberViewerPrices(body.data?.list ?? []);
  }
}

/** Digits after the point the line was rendered with (widgets may show 0–2). */
const decimalsOf = (text: string) => text.match(/\.(\d+)\s*$/)?.[1].length ?? 0;

/** Writes the viewer's price into one price element; does nothing when it already shows it (idempotent). */
function correct(el: Element, p: ViewerPrice): void {
  const now = el.querySelector(`[${PRICE_NOW_ATTR}]`);
  if (!now) return;
  const text = formatFen(p.price, { decimals: decimalsOf(now.textContent ?? '') });
  if (now.textContent !== text) now.textContent = text;
  let label = el.querySelector(`[${PRICE_LABEL_ATTR}]`);
  const shown = p.price_label || el.getAttribute(PRICE_LABEL_DEFAULT_ATTR) || '';
  if (!shown) { label?.remove(); return; }
  if (!label) {
    label = document.createElement('span');
    label.className = 'w-price-label';
    label.setAttribute(PRICE_LABEL_ATTR, '');
    el.append(label);
  }
  if (label.textContent !== shown) label.textContent = shown;
}

function correctAll(root: ParentNode = document): string[] {
  const missing = new Set<string>();
  root.querySelectorAll(`[${PRICE_ATTR}]`).forEach((el) => {
    const id = el.getAttribute(PRICE_ATTR) ?? '';
    if (!/^\d{1,10}$/.test(id)) return;
    const p = viewerPrice(id);
    if (p) correct(el, p);
    else if (!asked.has(id)) missing.add(id);
    // The other SKUs an item page may switch to, so a spec chosen later shows this member's price at once.
    for (const other of (el.getAttribute(PRICE_IDS_ATTR) ?? '').split(',')) {
      if (/^\d{1,10}$/.test(other) && !asked.has(other) && !viewerPrice(other)) missing.add(other);
    }
  });
  return [...missing];
}

async function askAndCorrect(ids: string[]): Promise<void> {
  ids.forEach((id) => asked.add(id));
  await ask(ids).catch(() => undefined);
  correctAll();
}

let pending = false;
/** Price elements added or re-rendered later: corrected from what is known, new ids asked for in one call. */
function watch(): void {
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    afterNextFrame(() => {
      pending = false;
      const missing = correctAll();
      if (missing.length) void askAndCorrect(missing);
    });
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
}

export async function correctPrices(): Promise<void> {
  if (!token()) return;
  const ids = correctAll();
  watch();
  if (ids.length) await askAndCorrect(ids);
}
