/** Coupon value labels and the claim flow shared by W0012 and W0021. */
import { useState } from 'react';
import { api, getToken, loginUrl } from '../../lib/api';
import { cashLabel, discountLabel } from '../../lib/money';
import type { RenderContext } from '../types';

export interface Coupon {
  card_id?: unknown; card_type?: unknown; title?: unknown; description?: unknown; icon_url_list?: unknown;
  imgUrl?: unknown; discount?: unknown; reduce_cost?: unknown; least_cost?: unknown; object_use_for?: unknown;
  coupons_name?: unknown;
}

/** W0021 wording: 8折 / 10 RMB / 适用商品：… */
export function couponValue(c: Coupon): string {
  if (c.card_type === 'discount') return discountLabel(Number(c.discount ?? 0));
  if (c.card_type === 'cash') return `${cashLabel(Number(c.reduce_cost ?? 0))} RMB`;
  if (c.card_type === 'gift') return `适用商品：${String(c.object_use_for ?? '')}`;
  return '';
}

export const CLAIM_OK_TITLE = '领取成功';
export const CLAIM_OK_TEXT = '优惠券领取成功，现在去使用';
const USE_URL = '/items?keywords=';

/** Claim needs login (ECSHOPX_TOKEN cookie); without it the shopper goes to login and comes back. */
export async function claimCoupon(cardId: unknown): Promise<boolean> {
  if (!getToken()) {
    location.href = loginUrl();
    return false;
  }
  await api.get('user/receiveCard', { card_id: cardId });
  return true;
}

/** State + modal for a widget with 领取 buttons. Claims only in render mode. */
export function useClaim(ctx: RenderContext) {
  const [open, setOpen] = useState(false);
  const claim = async (cardId: unknown) => {
    if (ctx.mode !== 'render' || cardId === undefined || cardId === '') return;
    try {
      if (await claimCoupon(cardId)) setOpen(true);
    } catch {
      /* api.ts already showed the error toast */
    }
  };
  const modal = open ? (
    <div className="w-modal-mask" role="dialog" aria-modal="true" aria-label={CLAIM_OK_TITLE}>
      <div className="w-modal">
        <div className="w-modal-title">{CLAIM_OK_TITLE}</div>
        <div className="w-modal-body">{CLAIM_OK_TEXT}</div>
        <div className="w-modal-foot">
          <button type="button" className="w-btn" onClick={() => setOpen(false)}>取消</button>
          <button type="button" className="w-btn w-btn-primary" onClick={() => { location.href = USE_URL; }}>确定</button>
        </div>
      </div>
    </div>
  ) : null;
  return { claim, modal };
}
