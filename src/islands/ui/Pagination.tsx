/** Pager: 上一页, up to 3 page buttons around the current one, 下一页; hidden until the total is known. */
export interface PaginationProps {
  page: number;
  total: number;
  pageSize?: number;
  onChange: (page: number) => void;
}

/** Page numbers to show: a window of `count` around `page`, inside [1, last]. */
export function pageWindow(page: number, last: number, count = 3): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(count / 2), last - count + 1));
  return Array.from({ length: Math.min(count, last) }, (_, i) => start + i);
}

export default function Pagination({ page, total, pageSize = 10, onChange }: PaginationProps) {
  if (total < 0) return null;
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last <= 1) return null;
  const go = (p: number) => onChange(Math.min(Math.max(p, 1), last));
  return (
    <nav className="ui-pager" aria-label="分页">
      <button type="button" disabled={page <= 1} onClick={() => go(page - 1)}>上一页</button>
      {pageWindow(page, last).map((p) => (
        <button type="button" key={p} aria-current={p === page ? 'page' : undefined} onClick={() => go(p)}>{p}</button>
      ))}
      <button type="button" disabled={page >= last} onClick={() => go(page + 1)}>下一页</button>
      <span className="ui-pager-info">共 {last} 页</span>
    </nav>
  );
}
