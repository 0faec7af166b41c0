/** Coupon picker: 不使用优惠券 or one of the member's coupons (GET user/newGetCardList), unusable ones disabled. */
import { couponCondition, couponUsable, couponValue, type CouponChoice, type UserCoupon } from '../lib/checkout';

interface Props {
  coupons: UserCoupon[];
  value: CouponChoice;
  onChange: (c: CouponChoice) => void;
}

export default function CheckoutCoupons({ coupons, value, onChange }: Props) {
  const chosen = value === 'none' ? '' : value.code;
  return (
    <section className="co-section" aria-labelledby="co-coupon-h">
      <div className="co-section-head"><h2 id="co-coupon-h">优惠券</h2><span className="co-muted">{coupons.length ? `${coupons.filter(couponUsable).length} 张可用` : '暂无可用优惠券'}</span></div>
      <div className="co-coupons" role="radiogroup" aria-label="选择优惠券">
        <button type="button" role="radio" aria-checked={!chosen} className={`co-coupon co-coupon-none${!chosen ? ' is-selected' : ''}`} onClick={() => onChange('none')}>不使用优惠券</button>
        {coupons.map((c) => {
          const usable = couponUsable(c);
          return (
            <button
              type="button" role="radio" key={c.code} aria-checked={chosen === c.code} disabled={!usable}
              className={`co-coupon${chosen === c.code ? ' is-selected' : ''}`} onClick={() => onChange({ code: c.code })}
            >
              <span className="co-coupon-value">{couponValue(c)}</span>
              <span className="co-coupon-title">{c.title}</span>
              <span className="co-coupon-cond">{couponCondition(c)}</span>
              {c.end_date && <span className="co-coupon-date">{c.begin_date ? `${c.begin_date} 至 ` : '有效期至 '}{c.end_date}</span>}
              {!usable && <span className="co-coupon-why">{c.invalid_desc || '不满足使用条件'}</span>}
            </button>
          );
        })}
      </div>
    </section>
  );
}
