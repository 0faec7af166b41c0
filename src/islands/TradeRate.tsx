/** 评价 after completion: 1–5 stars, a text and up to 3 pictures for the whole order → POST order/rate/create (one rate per line). */
import { useState } from 'react';
import { api } from '../lib/api';
import { showToast } from '../lib/stores/toast';
import type { Order } from './trade-types';
import ImagePicker from './ui/ImagePicker';

const MAX_STAR = 5;
const MAX_PICS = 3;

export default function TradeRate({ order, onDone }: { order: Order; onDone: () => void }) {
  const [star, setStar] = useState(MAX_STAR);
  const [content, setContent] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [pics, setPics] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!content.trim()) { showToast('请填写评价内容', 'error'); return; }
    setBusy(true);
    try {
      await api.post('order/rate/create', {
        order_id: order.order_id, anonymous: anonymous ? 1 : 0,
        rates: order.items.map((it) => ({ item_id: it.item_id, star, content: content.trim(), pics })),
      });
      showToast('评价成功', 'success');
      onDone();
    } catch { /* toast shown by the API layer */ }
    setBusy(false);
  };
  return (
    <section className="td-section td-rate" id="rate" aria-labelledby="td-rate-h">
      <h2 id="td-rate-h">评价订单</h2>
      <div className="td-stars" role="radiogroup" aria-label="评分">
        {Array.from({ length: MAX_STAR }, (_, i) => i + 1).map((n) => (
          <button key={n} type="button" role="radio" aria-checked={star === n} aria-label={`${n}星`} className={n <= star ? 'is-on' : ''} onClick={() => setStar(n)}>★</button>
        ))}
      </div>
      <textarea aria-label="评价内容" maxLength={500} placeholder="说说您对商品的感受吧" value={content} onChange={(e) => setContent(e.target.value)} />
      <ImagePicker value={pics} onChange={setPics} max={MAX_PICS} label="上传评价图片" />
      <div className="td-rate-foot">
        <label><input type="checkbox" checked={anonymous} onChange={(e) => setAnonymous(e.target.checked)} /> 匿名评价</label>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void submit()}>提交评价</button>
      </div>
    </section>
  );
}
