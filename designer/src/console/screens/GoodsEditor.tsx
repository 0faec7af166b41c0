/**
 * 商品编辑: basics, images (uploaded through the media upload), specs (up to 3, values separated by
 * commas) and the SKU table their combinations make (货号, 销售价, 市场价, 库存), description (HTML,
 * sanitised by the server), shelf state. Saving rebuilds the goods' storefront pages on the server.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { adm } from '../api';
import { fieldErrors } from '../Form';
import { ImageInput } from '../ImageInput';
import { fenToYuanText, toFen } from '../format';
import { go } from '../route';
import { flatCategories, useCategories } from './Goods';
import { toast } from '../../store/ui';

interface Sku { item_id?: number; item_bn: string; spec_values: string[]; price: string; market_price: string; store: string }
interface Spec { name: string; values: string }
interface Draft { goods_bn: string; item_name: string; brief: string; category_id: string; brand: string; tags: string; pics: string[]; intro: string; approve_status: string; specs: Spec[]; skus: Sku[] }
interface Loaded { goods_bn: string; item_name: string; brief: string; category_id: number; brand: string; tags: string[]; pics: string[]; intro: string; approve_status: string;
  specs: { name: string; values: string[] }[]; skus: { item_id: number; item_bn: string; spec_values: string[]; price: number; market_price: number; store: number }[] }

const EMPTY: Draft = { goods_bn: '', item_name: '', brief: '', category_id: '', brand: '', tags: '', pics: [], intro: '', approve_status: 'offline_sale', specs: [], skus: [{ item_bn: '', spec_values: [], price: '', market_price: '', store: '0' }] };
const split = (s: string) => s.split(/[,，、]/).map((x) => x.trim()).filter(Boolean);
const combos = (specs: Spec[]): string[][] => specs.reduce<string[][]>((acc, s) => acc.flatMap((c) => split(s.values).map((v) => [...c, v])), [[]]);
const key = (values: string[]) => values.join('\u0001');

export function GoodsEditor({ id }: { id: string }) {
  const isNew = id === 'new';
  const categories = useCategories();
  const [draft, setDraft] = useState<Draft | null>(isNew ? EMPTY : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (isNew) return;
    adm.get<Loaded>(`goods/${id}`).then((g) => setDraft({
      goods_bn: g.goods_bn, item_name: g.item_name, brief: g.brief, category_id: String(g.category_id), brand: g.brand, tags: g.tags.join('，'), pics: g.pics, intro: g.intro, approve_status: g.approve_status,
      specs: g.specs.map((s) => ({ name: s.name, values: s.values.join('，') })),
      skus: g.skus.map((k) => ({ item_id: k.item_id, item_bn: k.item_bn, spec_values: k.spec_values, price: fenToYuanText(k.price), market_price: fenToYuanText(k.market_price), store: String(k.store) })),
    }), (e: Error) => setMessage(e.message));
  }, [id]);

  // The SKU rows follow the spec combinations; rows already typed keep their values.
  const rows = useMemo(() => {
    if (!draft) return [];
    if (!draft.specs.length) return [draft.skus.find((k) => !k.spec_values.length) ?? { ...EMPTY.skus[0] }];
    const byKey = new Map(draft.skus.map((k) => [key(k.spec_values), k]));
    return combos(draft.specs).map((c) => byKey.get(key(c)) ?? { item_bn: '', spec_values: c, price: '', market_price: '', store: '0' });
  }, [draft]);

  if (!draft) return <section className="cs-screen"><p className="dz-empty">{message || '加载中…'}</p></section>;
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const setSku = (i: number, patch: Partial<Sku>) => {
    const next = rows.map((r, j) => (j === i ? { ...r, ...patch } : r));
    set({ skus: next });
  };
  const setSpec = (i: number, patch: Partial<Spec>) => set({ specs: draft.specs.map((s, j) => (j === i ? { ...s, ...patch } : s)), skus: rows });
  const err = (name: string) => errors[name] ? <div className="dz-field-error" id={`g-${name}-err`}>{errors[name]}</div> : null;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true); setMessage(''); setErrors({});
    const body = {
      ...(draft.goods_bn.trim() ? { goods_bn: draft.goods_bn.trim() } : {}), item_name: draft.item_name, brief: draft.brief, category_id: draft.category_id || 0, brand: draft.brand,
      tags: split(draft.tags), pics: draft.pics, intro: draft.intro, approve_status: draft.approve_status,
      specs: draft.specs.map((s) => ({ name: s.name.trim(), values: split(s.values) })),
      skus: rows.map((k) => ({ item_bn: k.item_bn.trim(), spec_values: k.spec_values, price: toFen(k.price), market_price: toFen(k.market_price || '0'), store: k.store })),
    };
    try {
      const saved = isNew ? await adm.post<{ goods_id: number; rebuilt?: { pages: string[] } }>('goods', body) : await adm.put<{ goods_id: number; rebuilt?: { pages: string[] } }>(`goods/${id}`, body);
      toast(`已保存${saved.rebuilt ? `，已更新 ${saved.rebuilt.pages.length} 个页面` : ''}`, 'success');
      if (isNew) go('goods', saved.goods_id);
    } catch (ex) {
      setMessage((ex as Error).message);
      setErrors(Object.fromEntries(Object.entries(fieldErrors(ex)).map(([k, v]) => [k.split(/[.[]/)[0], v])));
    } finally { setBusy(false); }
  };

  return (
    <section className="cs-screen" aria-labelledby="cs-title">
      <div className="cs-head"><h1 id="cs-title">{isNew ? '新增商品' : `编辑商品：${draft.item_name}`}</h1><a className="dz-btn" href="#/admin/goods">返回列表</a></div>
      <form className="cs-form cs-goods" onSubmit={save} noValidate>
        {message ? <p className="dz-field-error cs-form-error" role="alert">{message}</p> : null}
        <fieldset><legend>基本信息</legend>
          <div className="cs-field"><label className="cs-label" htmlFor="g-item_name"><span className="cs-req" aria-hidden="true">*</span>商品名称</label><div className="cs-control"><input id="g-item_name" className="dz-input" maxLength={120} value={draft.item_name} onChange={(e) => set({ item_name: e.target.value })} aria-invalid={!!errors.item_name} />{err('item_name')}</div></div>
          <div className="cs-field"><label className="cs-label" htmlFor="g-brief">副标题</label><div className="cs-control"><input id="g-brief" className="dz-input" maxLength={200} value={draft.brief} onChange={(e) => set({ brief: e.target.value })} />{err('brief')}</div></div>
          <div className="cs-field"><label className="cs-label" htmlFor="g-goods_bn">商品编码</label><div className="cs-control"><input id="g-goods_bn" className="dz-input" value={draft.goods_bn} onChange={(e) => set({ goods_bn: e.target.value })} /><div className="dz-hint">留空自动生成；批量导入按商品编码更新</div>{err('goods_bn')}</div></div>
          <div className="cs-field"><label className="cs-label" htmlFor="g-category_id"><span className="cs-req" aria-hidden="true">*</span>分类</label><div className="cs-control">
            <select id="g-category_id" className="dz-input" value={draft.category_id} onChange={(e) => set({ category_id: e.target.value })}><option value="">请选择分类</option>{flatCategories(categories).map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}</select>{err('category_id')}</div></div>
          <div className="cs-field"><label className="cs-label" htmlFor="g-brand">品牌</label><div className="cs-control"><input id="g-brand" className="dz-input" value={draft.brand} onChange={(e) => set({ brand: e.target.value })} />{err('brand')}</div></div>
          <div className="cs-field"><label className="cs-label" htmlFor="g-tags">标签</label><div className="cs-control"><input id="g-tags" className="dz-input" value={draft.tags} onChange={(e) => set({ tags: e.target.value })} /><div className="dz-hint">多个标签用逗号分隔</div>{err('tags')}</div></div>
          <div className="cs-field"><span className="cs-label" id="g-status-label">上架状态</span><div className="cs-control" role="radiogroup" aria-labelledby="g-status-label">
            {[['onsale', '立即上架'], ['offline_sale', '放入仓库（下架）']].map(([v, l]) => <label key={v} className="cs-check"><input type="radio" name="approve_status" value={v} checked={draft.approve_status === v} onChange={() => set({ approve_status: v })} /> {l}</label>)}</div></div>
        </fieldset>

        <fieldset><legend>商品图片</legend>
          <div className="cs-pics">
            {draft.pics.map((p, i) => <div key={`${p}-${i}`} className="cs-pic"><img src={p} alt={`商品图片${i + 1}`} />
              <div className="cs-pic-actions">
                <button type="button" className="dz-icon-btn" aria-label={`图片${i + 1}前移`} disabled={i === 0} onClick={() => { const n = [...draft.pics]; [n[i - 1], n[i]] = [n[i], n[i - 1]]; set({ pics: n }); }}>←</button>
                <button type="button" className="dz-icon-btn dz-danger" aria-label={`删除图片${i + 1}`} onClick={() => set({ pics: draft.pics.filter((_, j) => j !== i) })}>×</button>
              </div></div>)}
            {draft.pics.length < 10 ? <ImageInput id="g-pic-new" label="商品图片" value="" onChange={(url) => url && set({ pics: [...draft.pics, url] })} /> : null}
          </div>
          <div className="dz-hint">第一张为主图，最多10张，JPG 或 PNG</div>{err('pics')}
        </fieldset>

        <fieldset><legend>规格与库存</legend>
          {draft.specs.map((s, i) => <div key={i} className="cs-spec">
            <label className="dz-sr" htmlFor={`g-spec-${i}`}>规格名{i + 1}</label>
            <input id={`g-spec-${i}`} className="dz-input cs-spec-name" placeholder="规格名，如：容量" value={s.name} onChange={(e) => setSpec(i, { name: e.target.value })} />
            <label className="dz-sr" htmlFor={`g-spec-values-${i}`}>规格值{i + 1}</label>
            <input id={`g-spec-values-${i}`} className="dz-input" placeholder="规格值，用逗号分隔，如：250ml，500ml" value={s.values} onChange={(e) => setSpec(i, { values: e.target.value })} />
            <button type="button" className="dz-btn dz-btn-sm" aria-label={`删除规格${i + 1}`} onClick={() => set({ specs: draft.specs.filter((_, j) => j !== i), skus: [] })}>删除</button>
          </div>)}
          {draft.specs.length < 3 ? <button type="button" className="dz-btn dz-btn-dashed" onClick={() => set({ specs: [...draft.specs, { name: '', values: '' }], skus: rows })}>添加规格</button> : null}
          {err('specs')}
          <table className="dz-table cs-skus" aria-label="SKU">
            <thead><tr>{draft.specs.map((s, i) => <th key={i}>{s.name || `规格${i + 1}`}</th>)}<th>货号</th><th>销售价（元）</th><th>市场价（元）</th><th>库存</th></tr></thead>
            <tbody>{rows.map((k, i) => {
              const label = k.spec_values.join('/') || '默认';
              return <tr key={key(k.spec_values)}>
                {k.spec_values.map((v, j) => <td key={j}>{v}</td>)}
                <td><input className="dz-input" aria-label={`货号 ${label}`} value={k.item_bn} onChange={(e) => setSku(i, { item_bn: e.target.value })} /></td>
                <td><input className="dz-input" inputMode="decimal" aria-label={`销售价 ${label}`} value={k.price} onChange={(e) => setSku(i, { price: e.target.value })} /></td>
                <td><input className="dz-input" inputMode="decimal" aria-label={`市场价 ${label}`} value={k.market_price} onChange={(e) => setSku(i, { market_price: e.target.value })} /></td>
                <td><input className="dz-input" inputMode="numeric" aria-label={`库存 ${label}`} value={k.store} onChange={(e) => setSku(i, { store: e.target.value })} /></td>
              </tr>;
            })}</tbody>
          </table>
          {err('skus')}
        </fieldset>

        <fieldset><legend>商品详情</legend>
          <label className="cs-label" htmlFor="g-intro">详情（HTML，保存时自动清理脚本等不安全内容）</label>
          <textarea id="g-intro" className="dz-input dz-textarea" rows={8} value={draft.intro} onChange={(e) => set({ intro: e.target.value })} />
          {err('intro')}
        </fieldset>
        <div className="cs-form-actions cs-sticky"><a className="dz-btn" href="#/admin/goods">取消</a><button type="submit" className="dz-btn dz-btn-primary" disabled={busy}>{busy ? '保存中…' : '保存商品'}</button></div>
      </form>
    </section>
  );
}
