/**
 * A paginated admin table: search box, filters, columns, row actions. Any `/api/admin/<path>` answering
 * `{list, total_count}` with `page`/`pageSize` works; `reloadKey` refreshes it after a change. A route that
 * answers its whole list (`wholeList`, e.g. the marketing activities) is paged and filtered here instead.
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { adm, type Page, type Query } from './api';

export interface Column<Row> { key: string; label: string; render?(row: Row): ReactNode; width?: number | string }
export interface Filter { name: string; label: string; options?: { value: string; label: string }[]; placeholder?: string }

/** One page of a whole list, filtered by exact field values and a keyword in `searchText`. */
export function pageOfWhole<Row>(all: Row[], applied: Record<string, string>, page: number, pageSize: number, searchText: (row: Row) => string): Page<Row> {
  const kept = all.filter((row) => Object.entries(applied).every(([k, v]) => !v || (k === 'keywords' ? searchText(row).includes(v.trim()) : String((row as Record<string, unknown>)[k]) === v)));
  return { list: kept.slice((page - 1) * pageSize, page * pageSize), total_count: kept.length };
}

export function ResourceTable<Row>({ path, columns, filters = [], search, rowKey, actions, toolbar, reloadKey = 0, pageSize = 20, fixed = {}, caption, wholeList }: {
  path: string; columns: Column<Row>[]; filters?: Filter[]; search?: string; rowKey(row: Row): string | number;
  actions?(row: Row): ReactNode; toolbar?: ReactNode; reloadKey?: number; pageSize?: number; fixed?: Query; caption: string;
  /** The route answers every row at once: page and filter here; the keyword is matched against this text. */
  wholeList?: { searchText(row: Row): string };
}) {
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [applied, setApplied] = useState<Record<string, string>>({});
  const [data, setData] = useState<Page<Row> | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    setError('');
    const load = wholeList ? adm.get<{ list: Row[] }>(path, fixed).then((d) => pageOfWhole(d.list, applied, page, pageSize, wholeList.searchText))
      : adm.get<Page<Row>>(path, { ...fixed, ...applied, page, pageSize });
    load.then((d) => { if (live) setData(d); })
      .catch((e: Error) => { if (live) { setError(e.message); setData({ list: [], total_count: 0 }); } });
    return () => { live = false; };
  }, [path, page, pageSize, reloadKey, JSON.stringify(applied), JSON.stringify(fixed)]);

  const submit = (e: FormEvent) => { e.preventDefault(); setPage(1); setApplied({ ...draft }); };
  const pages = Math.max(1, Math.ceil((data?.total_count ?? 0) / pageSize));
  const cols = columns.length + (actions ? 1 : 0);

  return (
    <div className="cs-table-wrap">
      <form className="cs-filters" onSubmit={submit} role="search" aria-label={`${caption}筛选`}>
        {search ? <input className="dz-input cs-search" aria-label={search} placeholder={search} value={draft.keywords ?? ''} onChange={(e) => setDraft({ ...draft, keywords: e.target.value })} /> : null}
        {filters.map((f) => f.options ? (
          <select key={f.name} className="dz-input cs-select" aria-label={f.label} value={draft[f.name] ?? ''} onChange={(e) => { const next = { ...draft, [f.name]: e.target.value }; setDraft(next); setPage(1); setApplied(next); }}>
            <option value="">{f.label}：全部</option>
            {f.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select>
        ) : <input key={f.name} className="dz-input cs-search" aria-label={f.label} placeholder={f.placeholder ?? f.label} value={draft[f.name] ?? ''} onChange={(e) => setDraft({ ...draft, [f.name]: e.target.value })} />)}
        {search || filters.some((f) => !f.options) ? <button type="submit" className="dz-btn">搜索</button> : null}
        <div className="cs-toolbar">{toolbar}</div>
      </form>
      {error ? <p className="dz-field-error" role="alert">{error}</p> : null}
      <table className="dz-table cs-table" aria-label={caption}>
        <thead><tr>{columns.map((c) => <th key={c.key} style={c.width ? { width: c.width } : undefined}>{c.label}</th>)}{actions ? <th>操作</th> : null}</tr></thead>
        <tbody>
          {data === null ? <tr><td colSpan={cols} className="dz-empty">加载中…</td></tr> : null}
          {data?.list.length === 0 ? <tr><td colSpan={cols} className="dz-empty">暂无数据</td></tr> : null}
          {data?.list.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => <td key={c.key}>{c.render ? c.render(row) : String((row as Record<string, unknown>)[c.key] ?? '')}</td>)}
              {actions ? <td><div className="dz-actions">{actions(row)}</div></td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      <nav className="cs-pager" aria-label={`${caption}分页`}>
        <span className="dz-muted">共 {data?.total_count ?? 0} 条</span>
        <button type="button" className="dz-btn dz-btn-sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>上一页</button>
        <span aria-live="polite">第 {page} / {pages} 页</span>
        <button type="button" className="dz-btn dz-btn-sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>下一页</button>
      </nav>
    </div>
  );
}
