/** One goods tile of a list (item list, shop page): picture, name, price and a higher market price struck. */
import { formatFen } from '../lib/money';
import { goodsUrl } from '../lib/links';
import { firstPic, type ListItem } from '../lib/goods';
import { Picture } from '../components/Picture';
import { markedParts, type Range } from '../lib/highlight';

/** Width of a tile's square picture in the 4-column list (CSS px). */
const CARD_PIC = 210;

/** `priority`: the first tile of a list, its largest picture (LCP); `marks`: searched words in the name. */
export default function GoodsCard({ g, priority, marks }: { g: ListItem; priority?: boolean; marks?: Range[] }) {
  const pic = firstPic(g.pics);
  return (
    <a className="pl-card" href={goodsUrl(g.item_id, g.distributor_id)}>
      {pic ? <Picture src={pic} alt={g.item_name} width={CARD_PIC} height={CARD_PIC} priority={priority} /> : <span className="pl-noimg" />}
      <span className="pl-card-name">{marks?.length ? markedParts(g.item_name, marks).map((p, i) => (p.hit ? <mark key={i}>{p.text}</mark> : p.text)) : g.item_name}</span>
      <div className="pl-card-price">
        {formatFen(g.price)}
        {!!g.market_price && g.market_price > g.price && <del>{formatFen(g.market_price)}</del>}
      </div>
    </a>
  );
}
