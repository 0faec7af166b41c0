/**
 * 优惠券: title pill, subtitle, right 更多 link; coupons in 378×115 cells (uploaded image, or a generated card with
 * value, title and description), each with 领取 → claim (login first) → 领取成功 dialog.
 */
import type { WidgetRenderProps } from '../types';
import { couponValue, useClaim, type Coupon } from '../shared/coupon';
import { WLink } from '../shared/Link';
import { color, list, num, pillStyle } from '../shared/style';
import type { W0021Props } from './schema';
import { Picture } from '../../components/Picture';

export default function Render({ value, ctx }: WidgetRenderProps<W0021Props>) {
  const { claim, modal } = useClaim(ctx);
  return (
    <div className="w-coupons">
      <div className="w-coupons-head">
        <span style={pillStyle(value.wgtBackgroundColor, value.wgtTextColor, value.wgtBorderRadius, num(value.wgtTitleFontSize, 18))}>{String(value.text ?? '')}</span>
        <span className="w-coupons-sub" style={{ fontSize: num(value.wgtSubTitleFontSize, 16), color: color(value.wgtSubTextColor, '#3B3B3B') }}>{String(value.subTitle ?? '')}</span>
        <WLink to={value.moreLinkData} ctx={ctx} className="w-more">{`${String(value.moreText ?? '')} >`}</WLink>
      </div>
      <ul className="w-coupons-list">
        {list<Coupon>(value.data).map((c, i) => (
          <li key={i} className="w-coupon">
            {typeof c.icon_url_list === 'string' && c.icon_url_list ? (
              <Picture className="w-coupon-img" src={c.icon_url_list} alt={String(c.title ?? '')} width={378} height={115} />
            ) : (
              <div className="w-coupon-card">
                <div className="w-coupon-value">{couponValue(c)}</div>
                <div className="w-coupon-text">
                  <b className="w-clamp1">{String(c.title || c.coupons_name || '')}</b>
                  <small className="w-clamp2">{String(c.description ?? '')}</small>
                </div>
              </div>
            )}
            <button type="button" className="w-coupon-claim" onClick={() => claim(c.card_id)}>领取</button>
          </li>
        ))}
      </ul>
      {modal}
    </div>
  );
}
