/** Lines and amounts of the checkout, exactly as POST getFreightFee priced them. */
import { formatFen } from '../lib/money';
import { specText } from '../lib/cart-view';
import { Picture } from '../components/Picture';

export interface FreightItem {
  item_id: number; item_name: string; pic?: string; pics?: string; price: number; num: number; total_fee: number;
  item_spec_desc?: string; order_item_type?: string;
}
export interface FreightResult {
  items: FreightItem[]; item_fee: number; discount_fee?: number; freight_fee: number; total_fee: number; totalItemNum?: number;
  coupon_discount?: number; point_fee?: number; user_point?: number; max_point?: number;
  deduct_point_rule?: { deduct_proportion_limit?: number; deduct_point?: number; full_amount?: boolean };
  point_rule?: { name?: string; isOpenDeductPoint?: boolean };
  ziti_info?: { name: string; pickup_date: string; pickup_time: string } | null;
}

export function CheckoutLines({ items }: { items: FreightItem[] }) {
  return (
    <section className="co-section" aria-labelledby="co-lines-h">
      <div className="co-section-head"><h2 id="co-lines-h">商品清单</h2></div>
      <table className="co-lines">
        <thead><tr><th>商品</th><th>单价</th><th>数量</th><th>小计</th></tr></thead>
        <tbody>
          {items.map((it, i) => (
            <tr key={`${it.item_id}-${i}`}>
              <td><div className="co-line-goods">
                <Picture src={it.pic || it.pics} alt="" width={60} height={60} />
                <span><span className="co-line-name">{it.order_item_type === 'gift' && <em className="co-tag">赠品</em>}{it.item_name}</span>
                  <span className="co-line-spec">{specText({ item_spec_desc: it.item_spec_desc ?? '' })}</span></span>
              </div></td>
              <td>{formatFen(it.price)}</td>
              <td>× {it.num}</td>
              <td className="price">{formatFen(it.total_fee)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** `pending`: a choice changed and the server has not priced it yet (shown dimmed, so it is not taken as final). */
export function CheckoutAmounts({ fee, pending = false }: { fee: FreightResult; pending?: boolean }) {
  const minus = (v?: number) => `-${formatFen(v ?? 0)}`;
  return (
    <dl className="co-amounts" aria-label="订单金额" aria-busy={pending || undefined}>
      <div><dt>商品金额：</dt><dd data-testid="item-fee">{formatFen(fee.item_fee)}</dd></div>
      <div><dt>运费：</dt><dd data-testid="freight-fee">{formatFen(fee.freight_fee)}</dd></div>
      {Number(fee.coupon_discount) > 0 && <div><dt>优惠券：</dt><dd data-testid="coupon-fee">{minus(fee.coupon_discount)}</dd></div>}
      {Number(fee.point_fee) > 0 && <div><dt>积分抵扣：</dt><dd data-testid="point-fee">{minus(fee.point_fee)}</dd></div>}
      <div className="co-payable"><dt>应付金额：</dt><dd className="price" data-testid="payable">{formatFen(fee.total_fee)}</dd></div>
    </dl>
  );
}
