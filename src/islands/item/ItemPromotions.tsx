/** 促销 on the item page: the promotions this item takes part in (`promotion_activity`), tag and description. */
import type { ItemPromotion } from './marketing';

export default function ItemPromotions({ list }: { list: ItemPromotion[] }) {
  if (!list.length) return null;
  return (
    <div className="pd-row pd-promos">
      <div className="pd-row-k">促销</div>
      <ul className="pd-row-v" aria-label="促销活动">
        {list.map((p, i) => (
          <li key={p.marketing_id ?? i}>
            <span className="pd-promo-tag">{p.promotion_tag || '促销'}</span>
            <span>{p.marketing_name || p.rule_desc || p.condition_rules}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
