/**
 * Item detail page island. Rendered at build time by the compiler with the `GET goods/items/{id}`
 * response and the sanitized intro HTML (the compiler may add a breadcrumb above it), then hydrated.
 * Render depends on props and state only (no window, cookies or clock), so server and first client
 * render agree; everything live happens in click handlers and effects. The marketing blocks (coupons,
 * promotions, activity countdown, video, share) are pre-rendered from the same props.
 */
import { startTransition, useEffect, useState } from 'react';
import { api, getToken } from '../lib/api';
import { selectedSku, selectionOfSku } from '../lib/sku';
import { parseResume, withoutResume } from '../lib/resume-buy';
import { buyButtons, type BuyButton } from '../lib/buy-buttons';
import { clampQuantity } from '../lib/validation';
import { formatFen } from '../lib/money';
import Gallery from './item/Gallery';
import SpecPicker from './item/SpecPicker';
import QuantityInput from './item/QuantityInput';
import BuyToolbar from './item/BuyToolbar';
import ItemTabs from './item/ItemTabs';
import { addToCartAction, buyNowAction, contactServiceAction, recordFootprint } from './item/actions';
import CollectToggle from './item/CollectToggle';
import { whenIdle } from '../lib/idle';
import AlsoViewed from './item/AlsoViewed';
import ItemCoupons from './item/ItemCoupons';
import ItemPromotions from './item/ItemPromotions';
import ActivityCountdown from './item/ActivityCountdown';
import SharePanel from './item/SharePanel';
import { useSkuChoice } from './item/useSkuChoice';
import { ACTIVITY_NAMES, type MarketingItem } from './item/marketing';
import StaffBadge from './staff/StaffBadge';
import PriceBox from './item/PriceBox';
import { ServiceStrip } from '../components/ServiceStrip';
import type { ServicePromise } from '../lib/service-promises';

export interface ItemDetailProps {
  /** The `GET goods/items/{id}` response (unwrapped `data`). */
  item: MarketingItem;
  /** Item intro HTML, already sanitized by the compiler. */
  introHtml: string;
  /** The footer's service promises (the compiler reads them there), shown under the buy buttons. */
  promises?: ServicePromise[];
}

/**
 * The re-read's per-member prices are dropped: a member's price on this page comes from the one batched
 * `goods/viewer_prices` correction, as on every list (issue 24 point 4), not from a second source.
 */
function withoutMemberPrices(fresh: MarketingItem): MarketingItem {
  const { member_price: _m, ...rest } = fresh;
  return { ...rest, spec_items: fresh.spec_items?.map(({ member_price: _s, ...sku }) => sku) } as MarketingItem;
}

export default function ItemDetail({ item: built, introHtml, promises }: ItemDetailProps) {
  // The page was pre-rendered with build-time data; price and stock are re-read after load so a
  // shopper always sees (and buys at) the current values.
  const [item, setItem] = useState(built);
  // How far the shopper's clock is behind the server's (ms); known once the fresh detail arrives.
  const [clockOffset, setClockOffset] = useState<number | null>(null);
  useEffect(() => {
    let stale = false;
    api.get<MarketingItem>(`goods/items/${built.item_id}`, {}, { showError: false })
      .then((fresh) => {
        if (stale) return;
        // Re-rendering the whole page with fresh data may take a while on a slow machine: as a transition it
        // yields to a click meanwhile instead of delaying its answer.
        startTransition(() => {
          setItem(withoutMemberPrices(fresh));
          if (fresh.server_time) setClockOffset(fresh.server_time * 1000 - Date.now());
        });
      })
      .catch(() => undefined);
    const cancelFootprint = whenIdle(() => recordFootprint(built.item_id));
    return () => { stale = true; cancelFootprint(); };
  }, [built.item_id]);
  const { groups, map, selection, setSelection, qty, setQty, sku, disabled, toggle, price, stock } = useSkuChoice(item);
  const [busy, setBusy] = useState(false);

  const buttons = buyButtons({ is_gift: item.is_gift, approve_status: item.approve_status === 'onsale' ? (sku?.approve_status ?? 'onsale') : item.approve_status, store: stock, activity_type: item.activity_type, activity_info: item.activity_info });
  const title = item.item_name || item.title || '';
  const sub = item.sub_title || item.brief;

  // Back from login with a purchase to finish: restore the SKU and quantity, then do what was asked, once.
  useEffect(() => {
    const resume = parseResume(location.search);
    if (!resume) return;
    history.replaceState(history.state, '', location.pathname + withoutResume(location.search) + location.hash);
    const chosen = selectionOfSku(groups, map, resume.skuId);
    const resumed = chosen ? selectedSku(map, chosen) : undefined;
    if (!chosen || !resumed) return;
    const num = clampQuantity(resume.num, 1, Math.max(1, resumed.store));
    setSelection(chosen);
    setQty(num);
    if (!getToken()) return;
    const act = resume.action === 'cart' ? addToCartAction : buyNowAction;
    setBusy(true);
    void act(item, resumed, num).finally(() => setBusy(false));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const onAction = async (b: BuyButton) => {
    if (b.action === 'cart') await addToCartAction(item, sku, qty);
    else if (b.action === 'buy' || b.action === 'group') await buyNowAction(item, sku, qty);
  };

  return (
    <div className="pd container">
      <section className="pd-info">
        <div className="pd-media">
          <Gallery pics={item.pics ?? []} alt={title} video={item.videos || undefined} />
          <SharePanel title={title} price={formatFen(price.price)} pic={item.pics?.[0]} />
        </div>
        <div className="pd-summary">
          <div className="pd-title-row">
            <h1 className="pd-title">{title}</h1>
            <CollectToggle itemId={built.item_id} distributorId={item.distributor_id ?? 0} />
          </div>
          {sub && <p className="pd-sub">{sub}</p>}
          {!!item.taglist?.length && (
            <div className="pd-tags">{item.taglist.map((t) => <span className="pd-tag" key={t.tag_name}>{t.tag_name === 'new' ? '新品' : t.tag_name}</span>)}</div>
          )}
          <PriceBox item={item} sku={sku} badge={item.activity_type ? ACTIVITY_NAMES[item.activity_type] : undefined} />
          <ActivityCountdown type={item.activity_type} info={item.activity_info as Record<string, unknown> | undefined} offsetMs={clockOffset} />
          <StaffBadge goods={item} staffPrice={((sku ?? item) as { staff_price?: number }).staff_price} />
          {item.vipgrade_guide_title && (
            <a className="pd-vip-guide" href="/member/vip" data-testid="vip-guide">
              <b>{item.vipgrade_guide_title.vipgrade_name}</b>{item.vipgrade_guide_title.guide_title_desc || `会员享${item.vipgrade_guide_title.gradeDiscount}`} ›
            </a>
          )}
          <div className="pd-rows">
            <ItemCoupons coupons={item.kaquan_list ?? []} />
            <ItemPromotions list={item.promotion_activity ?? []} />
            <SpecPicker groups={groups} selection={selection} disabled={disabled} onToggle={toggle} />
            <div className="pd-row">
              <div className="pd-row-k">销量</div>
              <div className="pd-row-v pd-stat">已售<b>{item.sales ?? 0}</b>{item.item_unit || '件'}<span style={{ marginLeft: 24 }}>库存<b data-stock suppressHydrationWarning>{stock}</b>{item.item_unit || '件'}</span></div>
            </div>
            <div className="pd-row">
              <div className="pd-row-k">数量</div>
              <div className="pd-row-v"><QuantityInput value={qty} max={Math.max(1, stock)} disabled={stock <= 0} onChange={setQty} /></div>
            </div>
          </div>
          <BuyToolbar buttons={buttons} busy={busy} onAction={onAction} onService={() => void contactServiceAction()} />
          {promises?.length ? <div className="pd-row pd-promises"><div className="pd-row-k">服务</div><div className="pd-row-v"><ServiceStrip promises={promises} compact /></div></div> : null}
        </div>
        <AlsoViewed categoryId={item.item_category_info?.[0]?.category_id} exclude={title} />
      </section>
      <ItemTabs item={item} introHtml={introHtml} />
    </div>
  );
}
