/**
 * What the item page's buttons do: add to cart, buy now (fast-buy cart then checkout), contact service.
 * Browser-only; called from click handlers, never during render.
 */
import { api, getToken } from '../../lib/api';
import { addToCart } from '../../lib/stores/cart';
import { showToast } from '../../lib/stores/toast';
import { SHOP_TYPE } from '../../lib/constants';
import { fastbuyCheckoutUrl } from '../../lib/buy-buttons';
import { loginHref } from '../../lib/redirect';
import { resumePath, type ResumeAction } from '../../lib/resume-buy';
import type { ItemDetailData, SpecItem } from '../../lib/goods';

export const TEXT = {
  pickSpec: '请选择规格',
  added: '成功加入购物车',
  serviceOff: '客服暂未开启',
  serviceNoLink: '请配置客服链接',
} as const;

/** Guests go to login and come back to this item with this SKU and quantity, to finish `action`. */
function requireLogin(item: ItemDetailData, sku: SpecItem, num: number, action: ResumeAction): boolean {
  if (getToken()) return true;
  location.href = loginHref(resumePath(item.item_id, { skuId: sku.item_id, num, action }));
  return false;
}

/**
 * A login that lapsed since the page opened (the server answers 401): the API client sends the shopper to login,
 * back to this purchase, as for a guest, so it is finished after login instead of forgotten.
 */
const backToThis = (item: ItemDetailData, sku: SpecItem, num: number, action: ResumeAction) => ({ loginReturn: resumePath(item.item_id, { skuId: sku.item_id, num, action }) });

export async function addToCartAction(item: ItemDetailData, sku: SpecItem | undefined, num: number): Promise<void> {
  if (!sku) { showToast(TEXT.pickSpec, 'error'); return; }
  if (!requireLogin(item, sku, num, 'cart')) return;
  try {
    await addToCart(sku.item_id, num, 'cart', item.distributor_id ?? 0, backToThis(item, sku, num, 'cart'));
    showToast(TEXT.added, 'success');
  } catch { /* the API client showed the error, or went to login */ }
}

export async function buyNowAction(item: ItemDetailData, sku: SpecItem | undefined, num: number): Promise<void> {
  if (!sku) { showToast(TEXT.pickSpec, 'error'); return; }
  if (!requireLogin(item, sku, num, 'buy')) return;
  const info = item.activity_info ?? {};
  const back = backToThis(item, sku, num, 'buy');
  try {
    let ticket: string | undefined;
    if (item.activity_type === 'seckill') {
      ({ ticket } = await api.get<{ ticket: string }>('promotion/seckillactivity/geticket', { item_id: sku.item_id, seckill_id: info.seckill_id, num }, back));
    }
    await api.post('cart', {
      item_id: sku.item_id, num, cart_type: 'fastbuy', shop_type: SHOP_TYPE, distributor_id: item.distributor_id ?? 0,
      ...(item.activity_type === 'ptg' ? { ptg_id: info.ptg_id, ptg_chief_id: info.ptg_chief_id } : {}),
    }, back);
    location.href = fastbuyCheckoutUrl(item.distributor_id ?? 0, item.activity_type, info, ticket);
  } catch { /* the API client showed the error, or went to login */ }
}

interface ServiceSetting { is_open?: boolean | number | string; url?: string | { pc?: string; common?: string } }

/** Opens the configured customer-service link (GET common/setting, type frontend). */
export async function contactServiceAction(): Promise<void> {
  let s: ServiceSetting | undefined;
  try { s = await api.get<ServiceSetting>('common/setting', { type: 'frontend' }, { showError: false }); } catch { s = undefined; }
  if (!s || !s.is_open || s.is_open === '0' || s.is_open === 'false') { showToast(TEXT.serviceOff); return; }
  const url = typeof s.url === 'string' ? s.url : s.url?.pc || s.url?.common;
  if (!url) { showToast(TEXT.serviceNoLink); return; }
  window.open(url, '_blank', 'noopener');
}

/** 我的足迹: a member opening an item page records it (POST member/browse/history/save); silent. */
export function recordFootprint(itemId: number): void {
  if (!getToken()) return;
  api.post('member/browse/history/save', { item_id: itemId }, { showError: false }).catch(() => undefined);
}
