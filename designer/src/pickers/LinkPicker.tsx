/** 选择链接: goods, category, fixed page, custom page, or a hand-typed http address (自定义路由). */
import { useEffect, useState } from 'react';
import { api, type TemplateRow } from '../api/client';
import { Modal } from '../ui/Modal';
import { T } from '../strings';
import { CategoryPicker } from './CategoryPicker';
import { GoodsPicker } from './GoodsPicker';
import { goodsLink } from './goods';
import { categoryLink, customPageLink, FIXED_PAGES, hrefLink, pageLink } from './links';

type Tab = 'page' | 'customer' | 'href';

export function LinkPicker({ onPick, onClose }: { onPick(link: Record<string, unknown>): void; onClose(): void }) {
  const [tab, setTab] = useState<Tab>('page');
  const [sub, setSub] = useState<'goods' | 'category' | null>(null);
  const [customs, setCustoms] = useState<TemplateRow[]>([]);
  const [href, setHref] = useState('');
  const [error, setError] = useState('');
  useEffect(() => { api.templates('custom').then((d) => setCustoms(d.list ?? [])).catch(() => setCustoms([])); }, []);

  if (sub === 'goods') return <GoodsPicker multiple={false} onClose={() => setSub(null)} onPick={([row]) => row && onPick(goodsLink(row))} />;
  if (sub === 'category') return <CategoryPicker multiple={false} onClose={() => setSub(null)} onPick={([c]) => c && onPick(categoryLink(c))} />;

  const submitHref = () => {
    if (!/^https?:\/\/\S+$/i.test(href.trim())) { setError('请输入以 http:// 或 https:// 开头的完整地址'); return; }
    onPick(hrefLink(href.trim()));
  };
  return (
    <Modal title="选择链接" onClose={onClose} width={560}>
      <div className="dz-link-kinds">
        <button type="button" className="dz-btn" onClick={() => setSub('goods')}>商品</button>
        <button type="button" className="dz-btn" onClick={() => setSub('category')}>分类</button>
        <div role="tablist" className="dz-tabs dz-tabs-inline">
          {([['page', '页面'], ['customer', '自定义页面'], ['href', '自定义路由']] as [Tab, string][]).map(([k, label]) => (
            <button key={k} type="button" role="tab" aria-selected={tab === k} className={`dz-tab${tab === k ? ' is-on' : ''}`} onClick={() => setTab(k)}>{label}</button>
          ))}
        </div>
      </div>
      {tab === 'page' ? (
        <ul className="dz-pick-list">
          {FIXED_PAGES.map((p) => (
            <li key={p.id} className="dz-pick-row"><span className="dz-pick-name">{p.title}</span><span className="dz-muted">{p.url}</span>
              <button type="button" className="dz-btn dz-btn-sm" onClick={() => onPick(pageLink(p))}>选择</button></li>
          ))}
        </ul>
      ) : null}
      {tab === 'customer' ? (
        <ul className="dz-pick-list">
          {customs.map((t) => (
            <li key={t.theme_pc_template_id} className="dz-pick-row"><span className="dz-pick-name">{t.template_title}</span>
              <button type="button" className="dz-btn dz-btn-sm" onClick={() => onPick(customPageLink(t))}>选择</button></li>
          ))}
          {customs.length === 0 ? <li className="dz-empty">暂无自定义页面</li> : null}
        </ul>
      ) : null}
      {tab === 'href' ? (
        <form className="dz-search" onSubmit={(e) => { e.preventDefault(); submitHref(); }}>
          <input className="dz-input" aria-label="自定义路由" placeholder="http://www.xxx.com" value={href} onChange={(e) => { setHref(e.target.value); setError(''); }} />
          <button type="submit" className="dz-btn dz-btn-primary">{T.confirm.ok}</button>
        </form>
      ) : null}
      {error ? <div className="dz-field-error" role="alert">{error}</div> : null}
    </Modal>
  );
}
