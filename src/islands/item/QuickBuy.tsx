/**
 * 快速购买 (spec §2): a 500×400 dialog for a recommended item — name, price, spec selector, quantity and
 * stock — that adds the chosen SKU to the cart without leaving the page. A guest is sent to login.
 */
import { useEffect, useState } from 'react';
import { api, getToken } from '../../lib/api';
import type { ItemDetailData } from '../../lib/goods';
import { formatFen } from '../../lib/money';
import { loginHref } from '../../lib/redirect';
import { addToCart } from '../../lib/stores/cart';
import { showToast } from '../../lib/stores/toast';
import Modal from '../ui/Modal';
import SpecPicker from './SpecPicker';
import QuantityInput from './QuantityInput';
import { useSkuChoice } from './useSkuChoice';
import { priceView } from '../../lib/sku';
import { useViewerPrice } from '../../widgets/shared/useViewerPrice';

export const QUICK_BUY_SIZE = { width: 500, height: 400 } as const;

export default function QuickBuy({ itemId, onClose }: { itemId: number; onClose: () => void }) {
  const [item, setItem] = useState<ItemDetailData | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let stale = false;
    api.get<ItemDetailData>(`goods/items/${itemId}`, {}, { showError: false })
      .then((d) => { if (!stale) setItem(d); }).catch(() => { if (!stale) setFailed(true); });
    return () => { stale = true; };
  }, [itemId]);
  return (
    <Modal open title="快速购买" width={QUICK_BUY_SIZE.width} onClose={onClose} className="pd-quick">
      <div style={{ height: QUICK_BUY_SIZE.height - 100 }} className="pd-quick-body">
        {item ? <QuickBuyForm item={item} onDone={onClose} /> : <p className="pl-empty">{failed ? '商品不存在或者已下架' : '加载中…'}</p>}
      </div>
    </Modal>
  );
}

function QuickBuyForm({ item, onDone }: { item: ItemDetailData; onDone: () => void }) {
  const { groups, selection, qty, setQty, sku, disabled, toggle, stock } = useSkuChoice(item);
  // A member's price for the chosen SKU when the page's correction has it (a list page asked for its goods).
  const price = priceView(item, sku, useViewerPrice(sku?.item_id ?? item.item_id));
  const [busy, setBusy] = useState(false);
  const sellable = item.approve_status === 'onsale' && !item.is_gift;

  const add = async () => {
    if (!sku) { showToast('请选择规格', 'error'); return; }
    if (!getToken()) { location.href = loginHref(location.pathname + location.search); return; }
    setBusy(true);
    try {
      await addToCart(sku.item_id, qty, 'cart', item.distributor_id ?? 0);
      showToast('成功加入购物车', 'success');
      onDone();
    } catch { /* shown by the API client */ } finally { setBusy(false); }
  };
  return (
    <>
      <div className="pd-quick-head">
        {item.pics?.[0] && <img src={item.pics[0]} alt="" width={72} height={72} />}
        <div>
          <p className="pd-quick-name">{item.item_name}</p>
          <p><span className="pd-price-label">{price.label}</span> <b className="pd-quick-price">{formatFen(price.price)}</b></p>
        </div>
      </div>
      <SpecPicker groups={groups} selection={selection} disabled={disabled} onToggle={toggle} />
      <div className="pd-row">
        <div className="pd-row-k">数量</div>
        <div className="pd-row-v"><QuantityInput value={qty} max={Math.max(1, stock)} disabled={stock <= 0} onChange={setQty} /> <span className="pd-stat pd-quick-stock">库存<b>{stock}</b>{item.item_unit || '件'}</span></div>
      </div>
      <div className="pd-quick-foot">
        <button type="button" className="btn btn-primary" disabled={busy || !sellable || stock <= 0} onClick={() => void add()}>
          {!sellable ? '暂不可购买' : stock <= 0 ? '已售罄' : '加入购物车'}
        </button>
      </div>
    </>
  );
}
