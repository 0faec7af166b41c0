/**
 * The one picker dialog: keyword search, pagination, single or multiple choice (with a maximum and its
 * message). Goods, coupons, shops, brands, tags and pages are sources plugged into it.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Modal } from '../ui/Modal';
import { T } from '../strings';

export interface PageQuery { keywords: string; page: number; pageSize: number }
export interface PageResult<Row> { list: Row[]; total_count: number }

export interface PickerSource<Row> {
  title: string;
  /** What is searched, e.g. 商品名称 → aria-label 商品名称搜索 and placeholder 输入商品名称搜索. */
  searchLabel: string;
  empty: string;
  load(q: PageQuery): Promise<PageResult<Row>>;
  key(row: Row): string;
  /** The row's visible content (name, picture, price …). */
  render(row: Row): ReactNode;
}

export const PICKER_PAGE_SIZE = 8;

/** The searchable, paged list itself (also used inline by the link picker's tabs). */
export function PickerList<Row>({ source, multiple = false, initial = [], max, maxMessage, chosen, setChosen, onPick }: {
  source: PickerSource<Row>; multiple?: boolean; initial?: (string | number)[]; max?: number; maxMessage?: string;
  chosen: Map<string, Row>; setChosen(next: Map<string, Row>): void; onPick(rows: Row[]): void;
}) {
  const [keywords, setKeywords] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<PageResult<Row>>({ list: [], total_count: 0 });
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(true);
  const preset = new Set(initial.map(String));

  useEffect(() => {
    let live = true;
    setLoading(true);
    source.load({ keywords: query, page, pageSize: PICKER_PAGE_SIZE })
      .then((d) => { if (live) { setResult({ list: d.list ?? [], total_count: d.total_count ?? 0 }); setError(''); } })
      .catch((e: Error) => live && setError(e.message))
      .finally(() => live && setLoading(false));
    return () => { live = false; };
  }, [source, page, query]);

  const toggle = (row: Row) => {
    if (!multiple) { onPick([row]); return; }
    const id = source.key(row);
    const next = new Map(chosen);
    if (next.has(id)) next.delete(id);
    else {
      if (max !== undefined && next.size + preset.size >= max) { setError(maxMessage ?? `最多选择${max}项`); return; }
      next.set(id, row);
    }
    setChosen(next);
  };
  const pages = Math.max(1, Math.ceil(result.total_count / PICKER_PAGE_SIZE));
  const search = () => { setPage(1); setQuery(keywords.trim()); };

  return (
    <>
      {/* Not a <form>: the list also sits inside the console's forms (GoodsField), and forms must not nest. */}
      <div className="dz-search" role="search">
        <input className="dz-input" aria-label={`${source.searchLabel}搜索`} placeholder={`输入${source.searchLabel}搜索`} value={keywords} onChange={(e) => setKeywords(e.target.value)}
          onKeyDown={(e) => { if (e.key === 'Enter' && !e.nativeEvent.isComposing) { e.preventDefault(); search(); } }} />
        <button type="button" className="dz-btn" onClick={search}>搜索</button>
      </div>
      {error ? <div className="dz-field-error" role="alert">{error}</div> : null}
      <ul className="dz-pick-list" aria-busy={loading} aria-label={source.title}>
        {result.list.map((row) => {
          const id = source.key(row);
          const on = chosen.has(id);
          const already = preset.has(id);
          return (
            <li key={id} className={`dz-pick-row${on ? ' is-on' : ''}`}>
              {source.render(row)}
              <button type="button" className={`dz-btn dz-btn-sm${on ? ' dz-btn-primary' : ''}`} disabled={already} onClick={() => toggle(row)}>
                {already ? '已添加' : on ? '已选' : '选择'}
              </button>
            </li>
          );
        })}
        {!loading && result.list.length === 0 ? <li className="dz-empty">{source.empty}</li> : null}
      </ul>
      <nav className="dz-pager" aria-label="分页">
        <button type="button" className="dz-btn dz-btn-sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>上一页</button>
        <span>{page} / {pages}</span>
        <button type="button" className="dz-btn dz-btn-sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>下一页</button>
      </nav>
    </>
  );
}

export function PickerDialog<Row>({ source, multiple = false, initial = [], max, maxMessage, onPick, onClose }: {
  source: PickerSource<Row>; multiple?: boolean; initial?: (string | number)[]; max?: number; maxMessage?: string;
  onPick(rows: Row[]): void; onClose(): void;
}) {
  const [chosen, setChosen] = useState<Map<string, Row>>(new Map());
  return (
    <Modal title={source.title} onClose={onClose} width={720}
      footer={multiple ? <>
        <span className="dz-muted">已选 {chosen.size} 项</span>
        <button type="button" className="dz-btn" onClick={onClose}>{T.confirm.cancel}</button>
        <button type="button" className="dz-btn dz-btn-primary" onClick={() => onPick([...chosen.values()])}>{T.confirm.ok}</button>
      </> : undefined}>
      <PickerList source={source} multiple={multiple} initial={initial} max={max} maxMessage={maxMessage} chosen={chosen} setChosen={setChosen} onPick={onPick} />
    </Modal>
  );
}

/** A fixed list searched and paged in the browser (fixed pages, category trees flattened). */
export function staticPage<Row>(rows: Row[], q: PageQuery, text: (r: Row) => string): PageResult<Row> {
  const hit = q.keywords ? rows.filter((r) => text(r).toLowerCase().includes(q.keywords.toLowerCase())) : rows;
  return { list: hit.slice((q.page - 1) * q.pageSize, q.page * q.pageSize), total_count: hit.length };
}
