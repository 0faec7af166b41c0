/** Shared pieces of the 营销 screens: the activity window (fields, values, column), status tags, row actions. */
import type { Column } from '../../ResourceTable';
import type { FieldDef, Values } from '../../Form';
import { adm } from '../../api';
import { dateTime, fenToYuanText, toLocalInput } from '../../format';
import type { Picked } from '../../GoodsField';
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

/** A stored activity's window as the form's values. */
export const windowValues = (r: { begin_time: number; end_time: number }): Values => ({ begin_time: toLocalInput(r.begin_time), end_time: toLocalInput(r.end_time) });

/** A stored SKU as the goods field's value (its activity price, if any, as the row's amount in yuan). */
export const pickedOf = (r: { goods_id: number; item_id: number; item_name: string; price: number; act_price?: number }): Picked =>
  ({ goods_id: r.goods_id, item_id: r.item_id, item_name: r.item_name, price: r.price, amount: r.act_price === undefined ? '' : fenToYuanText(r.act_price) });

/** Running activities keep their terms (the server refuses other changes); ended ones are not edited. */
export const runningNote = (status: string, stillOpen: string) => (LIVE.has(status) ? `活动进行中：只能修改${stillOpen}，其他内容不能再改。` : undefined);
export const editableWhile = (status: string) => !OFF.has(status) || status === 'removed';

/** A row's action button: posts to the admin path, says so, reloads the table (a refusal is shown as it came). */
export function ActionButton({ label, name, path, done, reload, danger }: { label: string; name: string; path: string; done: string; reload(): void; danger?: boolean }) {
  return (
    <button type="button" className={`dz-btn dz-btn-sm${danger ? ' dz-btn-danger' : ''}`} aria-label={`${label}${name}`}
      onClick={() => adm.post(path).then(() => { toast(done, 'success'); reload(); }, (e: Error) => toast(e.message, 'error'))}>{label}</button>
  );
}
