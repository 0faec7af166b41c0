/**
 * W0012 橱窗卡's data by styleType: 0–2 image windows (2, 3, 4 slots), 3 goods groups (1–4, 4 goods each),
 * 4 coupon groups (1–3, at most 3 coupons each), with the spec's messages. Other styles' data is kept.
 */
import { confirmDialog, toast } from '../../store/ui';
import { T } from '../../strings';
import { Icon } from '../../ui/icons';
import type { EditorProps, FieldOf } from '../fields';
import { CouponsEditor } from './CouponsEditor';
import { GoodsEditor } from './GoodsEditor';
import { SlotsEditor, withSlots } from './SlotsEditor';

type Group = { type: 'goods' | 'coupon'; data: Record<string, unknown>[] };

export const WINDOW_CARD = {
  slots: [2, 3, 4],
  sizeHints: ['350px * 180px', '第1张 350px * 180px，其余 174px * 180px', '第1张 350px * 255px，其余 115px * 105px'],
  goods: { max: 4, min: 1, maxMessage: '最多添加4组商品', minMessage: '请至少添加1组商品', perGroup: 4 },
  coupon: { max: 3, min: 1, maxMessage: '最多添加3组优惠券', minMessage: '请至少添加1组优惠券', perGroup: 3, perGroupMessage: '最多选择3张优惠券' },
} as const;

function Groups({ kind, value, set, id, node }: { kind: 'goods' | 'coupon'; value: unknown; set(v: unknown): void; id: string; node: EditorProps['node'] }) {
  const index = kind === 'goods' ? 3 : 4;
  const rule = WINDOW_CARD[kind];
  const outer = Array.isArray(value) ? value : [];
  const groups: Group[] = Array.isArray(outer[index]) ? (outer[index] as Group[]) : [];
  const write = (next: Group[]) => set(withSlots(value, index, next as never));
  const label = kind === 'goods' ? '商品' : '优惠券';
  const add = () => {
    if (groups.length >= rule.max) { toast(rule.maxMessage, 'error'); return; }
    write([...groups, { type: kind, data: [] }]);
  };
  const remove = async (i: number) => {
    if (groups.length <= rule.min) { toast(rule.minMessage, 'error'); return; }
    if (!(await confirmDialog(T.deleteItem))) return;
    write(groups.filter((_, j) => j !== i));
    toast(T.deleted, 'success');
  };
  const setGroup = (i: number, data: unknown) => write(groups.map((g, j) => (j === i ? { ...g, data: data as Group['data'] } : g)));
  return (
    <div className="dz-list" id={id}>
      {groups.map((g, i) => (
        <fieldset key={i} className="dz-list-item">
          <legend>{label}组 {i + 1}</legend>
          <span className="dz-row-tools dz-list-tools">
            <button type="button" className="dz-icon-btn dz-danger" aria-label={`删除${label}组${i + 1}`} onClick={() => remove(i)}><Icon name="trash" /></button>
          </span>
          {kind === 'goods' ? (
            <GoodsEditor field={{ kind: 'goods', key: 'data', label: `${label}组${i + 1}`, max: rule.perGroup, maxMessage: `每组最多${rule.perGroup}个商品` }}
              id={`${id}-${i}`} value={g.data} scope={g} node={node} set={(v) => setGroup(i, v)} patch={(p) => setGroup(i, p.data)} />
          ) : (
            <CouponsEditor field={{ kind: 'coupons', key: 'data', label: `${label}组${i + 1}`, max: rule.perGroup, maxMessage: WINDOW_CARD.coupon.perGroupMessage }}
              id={`${id}-${i}`} value={g.data} scope={g} node={node} set={(v) => setGroup(i, v)} patch={(p) => setGroup(i, p.data)} />
          )}
        </fieldset>
      ))}
      <button type="button" className="dz-btn dz-btn-sm dz-btn-block dz-btn-dashed" onClick={add}>+ 添加{label}组</button>
    </div>
  );
}

export function WindowCardEditor(props: EditorProps<FieldOf<'windowCard'>>) {
  const style = Number(props.scope.styleType ?? 0);
  if (style === 3) return <Groups kind="goods" {...props} />;
  if (style === 4) return <Groups kind="coupon" {...props} />;
  const n = Math.max(0, Math.min(2, style));
  return <SlotsEditor {...props} field={{ kind: 'slots', key: props.field.key, label: props.field.label, index: n, count: WINDOW_CARD.slots[n], sizeHint: `建议尺寸：${WINDOW_CARD.sizeHints[n]}` }} />;
}
