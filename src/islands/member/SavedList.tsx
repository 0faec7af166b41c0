/**
 * One shape for the member's saved lists (我的收藏 goods, 我的关注 shops): load the list, a count and 清空 in
 * the toolbar, an empty state, and removing one entry or all of them after a confirm. Each page gives its
 * endpoint, words and how an entry looks.
 */
import { Fragment, useCallback, useEffect, useState, type ReactNode } from 'react';
import { api } from '../../lib/api';
import { showToast } from '../../lib/stores/toast';
import ConfirmDialog from '../ui/ConfirmDialog';

export interface SavedListProps<T> {
  /** GET (page 1, 100 a page) and DELETE on this path. */
  endpoint: string;
  keyOf(entry: T): number;
  /** The DELETE parameters for one entry, or for all when no entry is given. */
  removeParams(entry?: T): Record<string, unknown>;
  /** 共收藏 n 件商品 … */
  count(n: number): string;
  clearLabel: string;
  /** Toast after removing one entry, or all. */
  removed(entry?: T): string;
  /** The confirm question for one entry, or for all. */
  question(entry?: T): string;
  empty: ReactNode;
  listClass: string;
  listLabel: string;
  /** One entry's <li>; `ask` opens the confirm for removing it. */
  renderEntry(entry: T, ask: () => void): ReactNode;
}

export default function SavedList<T>(p: SavedListProps<T>) {
  const { endpoint } = p;
  const [list, setList] = useState<T[] | null>(null);
  const [confirm, setConfirm] = useState<{ entry?: T } | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    api.get<{ list: T[] }>(endpoint, { page: 1, pageSize: 100 }).then((r) => setList(r.list)).catch(() => setList([]));
  }, [endpoint]);
  useEffect(load, [load]);

  const remove = async () => {
    if (!confirm) return;
    setBusy(true);
    try {
      await api.del(endpoint, p.removeParams(confirm.entry));
      showToast(p.removed(confirm.entry), 'success');
      load();
    } catch { /* shown */ }
    setBusy(false);
    setConfirm(null);
  };

  return (
    <>
      <div className="mem-toolbar">
        <span className="mem-muted">{p.count(list?.length ?? 0)}</span>
        {!!list?.length && <button type="button" className="ui-btn" onClick={() => setConfirm({})}>{p.clearLabel}</button>}
      </div>
      {list === null ? <p className="mem-empty">加载中…</p> : list.length === 0 ? <p className="mem-empty">{p.empty}</p> : (
        <ul className={p.listClass} aria-label={p.listLabel}>
          {list.map((entry) => <Fragment key={p.keyOf(entry)}>{p.renderEntry(entry, () => setConfirm({ entry }))}</Fragment>)}
        </ul>
      )}
      <ConfirmDialog open={!!confirm} busy={busy} message={confirm ? p.question(confirm.entry) : ''} onOk={() => void remove()} onCancel={() => setConfirm(null)} />
    </>
  );
}
