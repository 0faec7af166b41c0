/** 选择商品: searchable, paged goods list from the catalogue; multi or single selection. */
import { useEffect, useState } from 'react';
import { api, type GoodsRow } from '../api/client';
import { Modal } from '../ui/Modal';
import { T } from '../strings';
import { firstPic, yuan } from './goods';

const PAGE_SIZE = 10;

export function GoodsPicker({ multiple, initial = [], max, maxMessage, onPick, onClose }: {
  multiple: boolean; initial?: (string | number)[]; max?: number; maxMessage?: string;
  onPick(rows: GoodsRow[]): void; onClose(): void;
}) {
  const [keywords, setKeywords] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<GoodsRow[]>([]);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(true);
  const [chosen, setChosen] = useState<Map<string, GoodsRow>>(new Map());
  const preset = new Set(initial.map(String));

  useEffect(() => {
    let live = true;
    setLoading(true);
    api.goods(page, PAGE_SIZE, query).then((d) => {
      if (!live) return;
      setRows(d.list ?? []); setTotal(d.total_count ?? 0); setError('');
    }).catch((e: Error) => live && setError(e.message)).finally(() => live && setLoading(false));
    return () => { live = false; };
  }, [page, query]);

  const toggle = (row: GoodsRow) => {
    const id = String(row.item_id);
    if (!multiple) { onPick([row]); return; }
    const next = new Map(chosen);
    if (next.has(id)) next.delete(id);
    else {
      if (max !== undefined && next.size + preset.size >= max) { setError(maxMessage ?? `最多选择${max}个商品`); return; }
      next.set(id, row);
    }
    setChosen(next);
  };
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Modal title="选择商品" onClose={onClose} width={720}
      footer={multiple ? <>
        <span className="dz-muted">已选 {chosen.size} 件</span>
        <button type="button" className="dz-btn" onClick={onClose}>{T.confirm.cancel}</button>
        <button type="button" className="dz-btn dz-btn-primary" onClick={() => onPick([...chosen.values()])}>{T.confirm.ok}</button>
      </> : undefined}>
      <form className="dz-search" onSubmit={(e) => { e.preventDefault(); setPage(1); setQuery(keywords.trim()); }}>
        <input className="dz-input" aria-label="商品关键词" placeholder="输入商品名称搜索" value={keywords} onChange={(e) => setKeywords(e.target.value)} />
        <button type="submit" className="dz-btn">搜索</button>
      </form>
      {error ? <div className="dz-field-error" role="alert">{error}</div> : null}
      <ul className="dz-pick-list" aria-busy={loading}>
        {rows.map((row) => {
          const id = String(row.item_id);
          const on = chosen.has(id);
          const already = preset.has(id);
          return (
            <li key={id} className={`dz-pick-row${on ? ' is-on' : ''}`}>
              <img src={firstPic(row.pics) || undefined} alt="" width={48} height={48} />
              <span className="dz-pick-name">{row.item_name}</span>
              <span className="dz-pick-price">{yuan(row.price)}</span>
              <button type="button" className={`dz-btn dz-btn-sm${on ? ' dz-btn-primary' : ''}`} disabled={already} onClick={() => toggle(row)}>
                {already ? '已添加' : on ? '已选' : '选择'}
              </button>
            </li>
          );
        })}
        {!loading && rows.length === 0 ? <li className="dz-empty">暂无商品</li> : null}
      </ul>
      <div className="dz-pager">
        <button type="button" className="dz-btn dz-btn-sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>上一页</button>
        <span>{page} / {pages}</span>
        <button type="button" className="dz-btn dz-btn-sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>下一页</button>
      </div>
    </Modal>
  );
}
