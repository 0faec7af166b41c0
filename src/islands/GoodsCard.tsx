/** One goods tile of a list (item list, shop page): picture, name, price and a higher market price struck. */
import { formatFen } from '../lib/money';
import { goodsUrl } from '../lib/links';
import { firstPic, type ListItem } from '../lib/goods';
import { Picture } from '../components/Picture';
import { PRICE_ATTR, PRICE_LABEL_ATTR, PRICE_NOW_ATTR } from '../lib/viewer-prices';
import { markedParts, type Range } from '../lib/highlight';
import { useViewerPrice } from '../widgets/shared/useViewerPrice';

/** Width of a tile's square picture in the 4-column list (CSS px). */
const CARD_PIC = 210;

/** `priority`: the first tile of a list, its largest picture (LCP); `marks`: searched words in the name. */
export default function GoodsCard({ g, priority, marks }: { g: ListItem; priority?: boolean; marks?: Range[] }) {
  const pic = firstPic(g.pics);
  // A member's page shows the viewer's price (member, staff or activity price) once corrected; the label comes last.
  const viewer = useViewerPrice(g.item_id);
  const price = viewer?.price ?? g.price;
  return (
    <a className="pl-card" href={goodsUrl(g.item_id, g.distributor_id)}>
      {pic ? <Picture src={pic} alt={g.item_name} width={CARD_PIC} height={CARD_PIC} priority={priority} /> : <span className="pl-noimg" />}
      <span className="pl-card-name">{marks?.length ? markedParts(g.item_name, marks).map((p, i) => (p.hit ? <mark key={i}>{p.text}</mark> : p.text)) : g.item_name}</span>
      <div className="pl-card-price" {...{ [PRICE_ATTR]: g.item_id }}>
        <span {...{ [PRICE_NOW_ATTR]: '' }}>{formatFen(price)}</span>
        {!!g.market_price && g.market_price > g.price && <del>{formatFen(g.market_price)}</del>}
        {viewer?.price_label && <span className="w-price-label" {...{ [PRICE_LABEL_ATTR]: '' }}>{viewer.price_label}</span>}
      </div>
      {/* Sold so far: what a shopper compares tiles by in a large shop (density and trust). */}
      <span className="pl-card-sales">{g.sales ? `已售 ${g.sales} 件` : '新品上架'}</span>
    </a>
  );
}
