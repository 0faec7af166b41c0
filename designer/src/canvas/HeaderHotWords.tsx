/**
 * A widget's drawing on the canvas. A header panel with a search box is drawn with the shop's hot search
 * words, as the storefront shows it (doc/hotWords.ts); the words are read when such a header is first drawn.
 * A 附近商家 without chosen shops is drawn with the nearby shops a live page lists.
 */
import { memo, useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { RenderWidget } from '../../../src/widgets/RenderWidget';
import type { RenderContext } from '../../../src/widgets/types';
import { asShopShows, hasHeaderSearch } from '../doc/hotWords';
import type { WidgetNode } from '../doc/state';
import { $shopHotWords, loadShopHotWords } from '../store/hotWords';
import { $nearbyShops, loadNearbyShops } from '../store/nearbyShops';

/** Memoised: the frame around it re-renders as it is pointed at or dragged over; the drawing only with its node. */
export const WidgetDrawing = memo(function WidgetDrawing({ node, ctx }: { node: WidgetNode; ctx: RenderContext }) {
  if (hasHeaderSearch(node)) return <ShopHeader node={node} ctx={ctx} />;
  if (node.type === 'W0019' && !(Array.isArray(node.data) && node.data.length > 0)) return <NearbyShops node={node} ctx={ctx} />;
  return <RenderWidget node={node} ctx={ctx} />;
});

/** 附近商家 with no chosen shops: drawn with the shops the live page lists (the stored document is untouched). */
function NearbyShops({ node, ctx }: { node: WidgetNode; ctx: RenderContext }) {
  const shops = useStore($nearbyShops);
  useEffect(() => { void loadNearbyShops(); }, []);
  const shown = useMemo(() => (shops ? { ...node, data: shops.list, selectTagList: shops.tagList } : node), [node, shops]);
  return <RenderWidget node={shown} ctx={ctx} />;
}

function ShopHeader({ node, ctx }: { node: WidgetNode; ctx: RenderContext }) {
  const words = useStore($shopHotWords);
  useEffect(() => { void loadShopHotWords(); }, []);
  const shown = useMemo(() => asShopShows(node, words), [node, words]);
  return <RenderWidget node={shown} ctx={ctx} />;
}

/** Under a header search box's properties: where its words come from, and which they are. */
export function HeaderSearchNote() {
  const words = useStore($shopHotWords);
  useEffect(() => { void loadShopHotWords(); }, []);
  return (
    <p className="dz-hint dz-hot-words-note" role="note">
      热门搜索词已在 系统设置 › 热门搜索词 配置，店铺页头的搜索框显示那里的热搜词{words ? `（${words.length ? words.join('、') : '当前为空'}）` : ''}；这里的热门搜索只决定它们的颜色。
    </p>
  );
}
