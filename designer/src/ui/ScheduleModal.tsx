/** 定时发布: publish this document's saved draft at a chosen time; its schedules listed, pending ones cancellable. */
import { useEffect, useState } from 'react';
import { api, type ScheduleRow } from '../api/client';
import { toast } from '../store/ui';
import { Modal } from './Modal';

const STATUS: Record<ScheduleRow['status'], string> = { pending: '待发布', done: '已执行', cancelled: '已取消', failed: '未发布' };
const when = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

export function ScheduleModal({ base, slot, onClose, beforeSchedule }: { base: string; slot: string; onClose(): void; beforeSchedule(): Promise<boolean> }) {
  const [list, setList] = useState<ScheduleRow[]>([]);
  const [at, setAt] = useState('');
  const refresh = () => api.schedules(slot).then((d) => setList(d.list)).catch((e: Error) => toast(e.message, 'error'));
  useEffect(() => { void refresh(); }, [slot]);
  const create = async () => {
    if (!(await beforeSchedule())) return; // the draft is saved first: what is scheduled is what is seen
    try {
      await api.schedule(base, at ? new Date(at).toISOString() : '');
      toast('已设置定时发布', 'success');
      await refresh();
    } catch (e) { toast((e as Error).message, 'error'); }
  };
  const cancel = async (id: number) => {
    try { await api.cancelSchedule(id); toast('已取消定时发布', 'success'); await refresh(); } catch (e) { toast((e as Error).message, 'error'); }
  };
  return (
    <Modal title="定时发布" width={560} onClose={onClose}>
      <p className="dz-hint">到时发布已保存的草稿（设置前会先保存）。</p>
      <label className="dz-field-row">发布时间 <input type="datetime-local" className="dz-input" aria-label="发布时间" value={at} onChange={(e) => setAt(e.target.value)} /></label>
      <button type="button" className="dz-btn dz-btn-primary" onClick={create}>设置定时发布</button>
      <table className="dz-table" aria-label="定时发布列表">
        <thead><tr><th>时间</th><th>设置人</th><th>状态</th><th>操作</th></tr></thead>
        <tbody>
          {list.length === 0 ? <tr><td colSpan={4} className="dz-empty">暂无定时发布</td></tr> : null}
          {list.map((r) => (
            <tr key={r.schedule_id}>
              <td>{when(r.run_at)}</td><td>{r.operator_name}</td><td>{STATUS[r.status]}{r.message && r.status !== 'pending' ? `（${r.message}）` : ''}</td>
              <td>{r.status === 'pending' ? <button type="button" className="dz-btn dz-btn-sm" onClick={() => cancel(r.schedule_id)}>取消</button> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
