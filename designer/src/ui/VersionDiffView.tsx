/** Two versions side by side in words: widgets added, removed, moved, and settings changed (old → new). */
import { isEmptyDiff, type VersionDiff } from '../doc/diff';

export function VersionDiffView({ diff, from, to }: { diff: VersionDiff; from: number; to: number }) {
  if (isEmptyDiff(diff)) return <p className="dz-empty" role="status">版本 #{from} 与 #{to} 没有差别</p>;
  const section = (title: string, items: { uuid: string; name: string; detail?: string }[], tone: string) => items.length ? (
    <section className={`dz-diff-part ${tone}`} aria-label={title}>
      <h4>{title}（{items.length}）</h4>
      <ul>{items.map((w) => <li key={w.uuid}>{w.name}{w.detail ? <span className="dz-muted">：{w.detail}</span> : null}</li>)}</ul>
    </section>
  ) : null;
  return (
    <div className="dz-diff" aria-label={`版本 #${from} → #${to} 的差别`}>
      {section('新增挂件', diff.added, 'is-added')}
      {section('删除挂件', diff.removed, 'is-removed')}
      {section('移动挂件', diff.moved, 'is-moved')}
      {diff.changed.length ? (
        <section className="dz-diff-part is-changed" aria-label="设置变更">
          <h4>设置变更（{diff.changed.length} 个挂件）</h4>
          {diff.changed.map((w) => (
            <table key={w.uuid} className="dz-table dz-diff-table" aria-label={w.name}>
              <caption>{w.name}</caption>
              <thead><tr><th>设置</th><th>旧值（#{from}）</th><th>新值（#{to}）</th></tr></thead>
              <tbody>{w.settings.map((s) => <tr key={s.key}><td>{s.label}</td><td className="dz-diff-old">{s.before}</td><td className="dz-diff-new">{s.after}</td></tr>)}</tbody>
            </table>
          ))}
        </section>
      ) : null}
    </div>
  );
}
