/**
 * 猜你喜欢 under the cart (ECShopX shows 你可能还需要 there; large shops fill the cart page's lower half the same way):
 * best sellers on sale, rendered by the compiler as static HTML, so the cart's own island loads nothing more. Prices
 * are the public ones with the `data-item-price` marker, so a member's page corrects them like every other tile.
 */
import type { ListItem } from '../lib/goods';
import { firstPic } from '../lib/goods';
import { formatFen } from '../lib/money';
import { goodsUrl } from '../lib/links';
import { PRICE_ATTR, PRICE_NOW_ATTR } from '../lib/viewer-prices';
import { Picture } from './Picture';

/** Tiles of the strip: two rows of five across the 1190 px page. */
export const RECOMMEND_COUNT = 10;
const PIC = 200;

export function RecommendStrip({ goods, title = '猜你喜欢' }: { goods: readonly ListItem[]; title?: string }) {
  if (!goods.length) return null;
  return (
    <section className="rc-strip" aria-labelledby="rc-strip-h" data-testid="recommend-strip">
      <h2 id="rc-strip-h" className="rc-head"><span>{title}</span><a href="/items">查看全部商品 &gt;</a></h2>
      <ul className="rc-grid">
        {goods.slice(0, RECOMMEND_COUNT).map((g) => (
          <li key={g.item_id}>
            <a className="rc-tile" href={goodsUrl(g.item_id, g.distributor_id)}>
              <Picture src={firstPic(g.pics)} alt={g.item_name} width={PIC} height={PIC} />
              <span className="rc-name">{g.item_name}</span>
              <span className="rc-price" {...{ [PRICE_ATTR]: g.item_id }}>
                <span {...{ [PRICE_NOW_ATTR]: '' }}>{formatFen(g.price)}</span>
                {!!g.market_price && g.market_price > g.price && <del>{formatFen(g.market_price)}</del>}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
