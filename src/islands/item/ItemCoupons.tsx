/**
 * 优惠券 on the item page (spec §2): the coupons usable for this item, 4 shown and 展开/收起 for the
 * rest, each claimed in place (领取 → 领取中… → 已领取 / 已领完). A guest is sent to login and back.
 */
import { useState } from 'react';
import { api, getToken } from '../../lib/api';
import { loginHref } from '../../lib/redirect';
import { showToast } from '../../lib/stores/toast';
import { CLAIM_TEXT, claimState, couponRule, type ClaimState, type ItemCoupon } from './marketing';

const SHOWN = 4;

export default function ItemCoupons({ coupons }: { coupons: ItemCoupon[] }) {
  const [open, setOpen] = useState(false);
  const [claiming, setClaiming] = useState<number | null>(null);
  // Claims made here, applied over the list the page was given (it is re-read on load).
  const [claimed, setClaimed] = useState<Record<number, number>>({});
  if (!coupons.length) return null;

  const stateOf = (c: ItemCoupon): ClaimState => (claiming === c.card_id ? 'claiming' : claimState({ ...c, user_get_num: c.user_get_num + (claimed[c.card_id] ?? 0), get_num: c.get_num + (claimed[c.card_id] ?? 0) }));
  const claim = async (c: ItemCoupon) => {
    if (!getToken()) { location.href = loginHref(location.pathname + location.search); return; }
    setClaiming(c.card_id);
    try {
      await api.get('user/receiveCard', { card_id: c.card_id });
      setClaimed((m) => ({ ...m, [c.card_id]: (m[c.card_id] ?? 0) + 1 }));
      showToast('领取成功', 'success');
    } catch { /* the API client showed why (limit reached, none left…) */ } finally { setClaiming(null); }
  };
  const shown = open ? coupons : coupons.slice(0, SHOWN);

  return (
    <div className="pd-row pd-coupons">
      <div className="pd-row-k">优惠券</div>
      <div className="pd-row-v">
        <ul className="pd-coupon-list" aria-label="优惠券">
          {shown.map((c) => {
            const state = stateOf(c);
            return (
              <li key={c.card_id} className={`pd-coupon is-${state}`}>
                <span className="pd-coupon-rule" title={c.description || c.title}>{couponRule(c)}</span>
                <button type="button" disabled={state !== 'open'} aria-label={`${CLAIM_TEXT[state]} ${c.title}`} onClick={() => void claim(c)}>{CLAIM_TEXT[state]}</button>
              </li>
            );
          })}
        </ul>
        {coupons.length > SHOWN && (
          <button type="button" className="pd-link-btn" aria-expanded={open} onClick={() => setOpen((o) => !o)}>{open ? '收起' : `展开（共${coupons.length}张）`}</button>
        )}
      </div>
    </div>
  );
}
