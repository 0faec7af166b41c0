/** One goods tile of a list (item list, shop page): picture, name, price and a higher market price struck. */
import { formatFen } from '../lib/money';
import { goodsUrl } from '../lib/links';
import { firstPic, type ListItem } from '../lib/goods';

export default function GoodsCard({ g }: { g: ListItem }) {
  const pic = firstPic(g.pics);
  return (
    <a className="pl-card" href={goodsUrl(g.item_id, g.distributor_id)}>
      {pic ? <img src={pic} alt={g.item_name} loading="lazy" /> : <span className="pl-noimg" />}
      <span className="pl-card-name">{g.item_name}</span>
      <div className="pl-card-price">
        {formatFen(g.price)}
        {!!g.market_price && g.market_price > g.price && <del>{formatFen(g.market_price)}</del>}
      </div>
    </a>
  );
}
