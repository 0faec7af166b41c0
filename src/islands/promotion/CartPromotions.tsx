/**
 * The promotions of one cart group (server-computed, cart/list): each promotion with its tag, rule and
 * which of the group's lines it applies to (适用：…), what is still needed (gap_desc), the gift lines (赠品, not
 * buyable), and the 加价购 choices.
 */
import { useState } from 'react';
import { api } from '../../lib/api';
import { formatFen } from '../../lib/money';
import { refreshCart } from '../../lib/stores/cart';
import { coveredLines, type ExtraLine, type PlusBuyActivity, type PromotionGroupFields } from '../../lib/promotion';

function ExtraRow({ line, badge }: { line: ExtraLine; badge: string }) {
  return (
    <li className="sc-line sc-extra" aria-label={`${badge} ${line.item_name}`}>
      <span className="sc-col-check"><span className={`pm-badge${line.order_item_type === 'gift' ? ' is-gift' : ''}`}>{badge}</span></span>
      <span className="sc-col-goods"><img src={line.pic} alt="" width={60} height={60} loading="lazy" /><span className="sc-name">{line.item_name}</span></span>
      <span className="sc-col-price">{line.order_item_type === 'gift' ? '赠品' : formatFen(line.price)}</span>
      <span className="sc-col-num">×{line.num}</span>
      <span className="sc-col-sub price">{formatFen(line.total_fee)}</span>
      <span className="sc-col-op" />
    </li>
  );
}

function PlusBuyChoices({ activity }: { activity: PlusBuyActivity }) {
  const [busy, setBusy] = useState(false);
  const pick = async (itemId: number) => {
    setBusy(true);
    try { await api.post('promotions/plusbuy', { promotion_id: activity.activity_id, item_id: itemId }); await refreshCart(); } catch { /* toast shown by the API layer */ }
    setBusy(false);
  };
  return (
    <ul className="pm-plus" aria-label={`${activity.activity_name} 换购商品`}>
      {activity.plus_items.map((p) => (
        <li key={p.item_id}>
          <img src={p.pic} alt="" width={40} height={40} loading="lazy" />
          <span className="pm-plus-name">{p.item_name}</span>
          <span className="price">{formatFen(p.plus_price)}</span><del>{formatFen(p.price)}</del>
          {p.selected
            ? <button type="button" className="sc-link" disabled={busy} onClick={() => void pick(0)}>取消换购</button>
            : <button type="button" className="btn btn-sm" disabled={busy || !activity.is_reached || p.store <= 0} onClick={() => void pick(p.item_id)}>换购</button>}
        </li>
      ))}
    </ul>
  );
}

export default function CartPromotions({ shop }: { shop: PromotionGroupFields }) {
  const groups = shop.activity_grouping ?? [];
  const extras = [...(shop.gift_list ?? []), ...(shop.plus_buy_list ?? [])];
  if (!groups.length && !extras.length) return null;
  return (
    <div className="pm-cart">
      {groups.map((g) => {
        const plus = g.activity_type === 'plus_buy' ? shop.plus_buy_activity?.find((p) => p.activity_id === g.activity_id) : undefined;
        return (
          <div className={`pm-group${g.is_reached ? ' is-reached' : ''}`} key={g.activity_id} data-testid="cart-promotion">
            <span className="pm-tag">{g.activity_tag}</span>
            <span className="pm-rule">{g.rule_desc}</span>
            {coveredLines(g, shop.list ?? []) && <span className="pm-covers" data-testid="promotion-covers">适用：{coveredLines(g, shop.list ?? [])}</span>}
            <span className="pm-gap" data-testid="promotion-gap">{g.gap_desc}</span>
            {g.discount_fee > 0 ? <span className="pm-saved">已优惠 <b className="price">{formatFen(g.discount_fee)}</b></span> : null}
            {plus ? <PlusBuyChoices activity={plus} /> : null}
          </div>
        );
      })}
      {extras.length > 0 && (
        <ul aria-label="赠品与换购">
          {extras.map((l) => <ExtraRow key={`${l.order_item_type}-${l.activity_id}-${l.item_id}`} line={l} badge={l.order_item_type === 'gift' ? '赠品' : '换购'} />)}
        </ul>
      )}
    </div>
  );
}
