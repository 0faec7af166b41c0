/** Shared pieces of the 营销 screens: the activity window (fields, values, column), status tags, row actions. */
import type { Column } from '../../ResourceTable';
import type { FieldDef, Values } from '../../Form';
import { adm } from '../../api';
import { dateTime, toLocalInput } from '../../format';
import { toast } from '../../../store/ui';

export const windowFields: FieldDef[] = [
  { name: 'begin_time', label: '开始时间', type: 'datetime', required: true },
  { name: 'end_time', label: '结束时间', type: 'datetime', required: true },
];
/** A new activity starts now and runs a week. */
export const newWindow = (): Values => ({ begin_time: toLocalInput(new Date()), end_time: toLocalInput(new Date(Date.now() + 7 * 86400_000)) });

export const windowColumn = <Row extends { begin_time: number; end_time: number }>(): Column<Row> => ({
  key: 'window', label: '活动时间', render: (r) => <>{dateTime(r.begin_time).slice(0, 16)}<br />至 {dateTime(r.end_time).slice(0, 16)}</>,
});

const LIVE = new Set(['live', 'in_sale']);
const OFF = new Set(['over', 'it_has_ended', 'removed']);
export const StatusTag = ({ status, text }: { status: string; text: string }) => (
  <span className={`cs-tag ${LIVE.has(status) ? 'is-on' : OFF.has(status) ? 'is-off' : ''}`}>{text}</span>
);

/** A row's action button: posts to the admin path, says so, reloads the table (a refusal is shown as it came). */
export function ActionButton({ label, name, path, done, reload, danger }: { label: string; name: string; path: string; done: string; reload(): void; danger?: boolean }) {
  return (
    <button type="button" className={`dz-btn dz-btn-sm${danger ? ' dz-btn-danger' : ''}`} aria-label={`${label}${name}`}
      onClick={() => adm.post(path).then(() => { toast(done, 'success'); reload(); }, (e: Error) => toast(e.message, 'error'))}>{label}</button>
  );
}
