/**
 * 发布版本: every publish with operator and time; view one (as shoppers saw it: top bar, header, footer, its
 * theme), roll back to it (publishes it again), or tick two and compare them (对比). Pages, header and footer alike.
 */
import { useEffect, useState } from 'react';
import type { VersionRow } from '../api/client';
import type { EditorSource } from '../doc/source';
import type { WidgetNode } from '../doc/state';
import { confirmDialog, toast } from '../store/ui';
import { T } from '../strings';
import { useStore } from '@nanostores/react';
import { $lockedChrome } from '../store/designer';
import { Modal } from './Modal';
import { ShopFrame } from './ShopFrame';
import { diffVersions, type VersionDiff } from '../doc/diff';
import { prepareWidgets } from '../store/designer';
import { VersionDiffView } from './VersionDiffView';

const when = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

export function VersionsModal({ source, onClose, onRolledBack }: { source: EditorSource; onClose(): void; onRolledBack(): void }) {
  const [list, setList] = useState<VersionRow[] | null>(null);
  const [viewing, setViewing] = useState<{ version: VersionRow; widgets: WidgetNode[] } | null>(null);
  const [error, setError] = useState('');
  const [ticked, setTicked] = useState<number[]>([]);
  const [comparing, setComparing] = useState<{ from: number; to: number; diff: VersionDiff } | null>(null);
  // A page's old version is shown inside today's header and footer, in its own theme (its W0000).
  const chrome = useStore($lockedChrome);
  useEffect(() => { source.versions().then((d) => setList(d.list)).catch((e: Error) => setError(e.message)); }, [source.key]);

  const view = async (v: VersionRow) => {
    try { setViewing({ version: v, widgets: (await source.version(v.version_id)).widgets }); } catch (e) { toast((e as Error).message, 'error'); }
  };
  const rollback = async (v: VersionRow) => {
    if (!(await confirmDialog(T.lifecycle.rollbackConfirm))) return;
    try {
      await source.rollback(v.version_id);
      toast(T.lifecycle.rolledBack, 'success');
      onRolledBack();
    } catch (e) { toast((e as Error).message, 'error'); }
  };

  const tick = (id: number, on: boolean) => setTicked((t) => (on ? [...t.filter((x) => x !== id), id].slice(-2) : t.filter((x) => x !== id)));
  /** The older of the two ticked versions is the base; both read through the same preparation as the editor. */
  const compare = async () => {
    const [from, to] = ticked.slice().sort((a, b) => a - b);
    try {
      const [a, b] = await Promise.all([source.version(from), source.version(to)]);
      setComparing({ from, to, diff: diffVersions(prepareWidgets(a.widgets), prepareWidgets(b.widgets)) });
    } catch (e) { toast((e as Error).message, 'error'); }
  };

  if (comparing) {
    return (
      <Modal title={`版本对比 #${comparing.from} → #${comparing.to}`} onClose={() => setComparing(null)} width={720}
        footer={<button type="button" className="dz-btn" onClick={() => setComparing(null)}>返回</button>}>
        <VersionDiffView diff={comparing.diff} from={comparing.from} to={comparing.to} />
      </Modal>
    );
  }
  if (viewing) {
    return (
      <Modal title={`版本 #${viewing.version.version_id}（${when(viewing.version.created_at)}）`} onClose={() => setViewing(null)} width="min(1260px, 96vw)" className="dz-preview"
        footer={<>
          <button type="button" className="dz-btn" onClick={() => setViewing(null)}>返回</button>
          {!viewing.version.is_live ? <button type="button" className="dz-btn dz-btn-primary" onClick={() => rollback(viewing.version)}>{T.lifecycle.rollback}</button> : null}
        </>}>
        <ShopFrame label={`版本 #${viewing.version.version_id}`} width={1190} header={chrome?.header ?? []} body={viewing.widgets} footer={chrome?.footer ?? []} />
      </Modal>
    );
  }
  return (
    <Modal title={T.lifecycle.versionsTitle} onClose={onClose} width={660}
      footer={<>
        <span className="dz-muted">{ticked.length === 2 ? `对比 #${Math.min(...ticked)} 与 #${Math.max(...ticked)}` : '勾选两个版本可对比差别'}</span>
        <button type="button" className="dz-btn dz-btn-primary" disabled={ticked.length !== 2} onClick={compare}>对比所选版本</button>
      </>}>
      {error ? <p className="dz-field-error" role="alert">{error}</p> : null}
      <table className="dz-table" aria-label={T.lifecycle.versionsTitle}>
        <thead><tr><th>对比</th><th>版本</th><th>发布人</th><th>发布时间</th><th>操作</th></tr></thead>
        <tbody>
          {list?.length === 0 ? <tr><td colSpan={5} className="dz-empty">{T.lifecycle.empty}</td></tr> : null}
          {list?.map((v) => (
            <tr key={v.version_id}>
              <td><input type="checkbox" aria-label={`选择版本${v.version_id}对比`} checked={ticked.includes(v.version_id)} onChange={(e) => tick(v.version_id, e.target.checked)} /></td>
              <td>#{v.version_id} {v.is_live ? <span className="dz-badge is-index">{T.lifecycle.live}</span> : null} {v.rollback_of ? <span className="dz-muted">{T.lifecycle.rollbackOf(v.rollback_of)}</span> : null}</td>
              <td>{v.operator_name || '—'}</td>
              <td>{when(v.created_at)}</td>
              <td className="dz-actions">
                <button type="button" className="dz-btn dz-btn-sm" aria-label={`查看版本${v.version_id}`} onClick={() => view(v)}>{T.lifecycle.view}</button>
                {!v.is_live ? <button type="button" className="dz-btn dz-btn-sm" aria-label={`回滚到版本${v.version_id}`} onClick={() => rollback(v)}>回滚</button> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
