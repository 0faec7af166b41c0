/** Coupons in order: value, title, optional own picture; delete asks 确定删除该优惠券？ and keeps the minimum. */
import { isSample } from '../../doc/samples';
import { useState } from 'react';
import type { CouponRow } from '../../api/client';
import { couponValue, toCouponEntry } from '../../pickers/coupons';
import { PickerDialog } from '../../pickers/PickerDialog';
import { couponSource } from '../../pickers/sources';
import { confirmDialog, toast } from '../../store/ui';
import { T } from '../../strings';
import type { EditorProps, FieldOf } from '../fields';
import { ImageEditor } from './ImageEditor';
import { Icon } from '../../ui/icons';

type Coupon = Record<string, unknown>;
export const DELETE_COUPON = '确定删除该优惠券？';

export function CouponsEditor({ field, id, value, set, node }: EditorProps<FieldOf<'coupons'>>) {
  const [open, setOpen] = useState(false);
  const list: Coupon[] = (Array.isArray(value) ? (value as Coupon[]) : []).filter((c) => c && c.card_id !== '' && c.card_id !== undefined);
  const remove = async (i: number) => {
    if (field.min !== undefined && list.length <= field.min) { toast(field.minMessage ?? `请至少添加${field.min}个优惠券`, 'error'); return; }
    if (!(await confirmDialog(DELETE_COUPON))) return;
    set(list.filter((_, j) => j !== i));
    toast(T.deleted, 'success');
  };
  const openPicker = () => {
    if (field.max !== undefined && list.filter((c) => !isSample(c)).length >= field.max) { toast(field.maxMessage ?? `最多选择${field.max}张优惠券`, 'error'); return; }
    setOpen(true);
  };
  const patchAt = (i: number, props: Coupon) => set(list.map((c, j) => (j === i ? { ...c, ...props } : c)));
  return (
    <div className="dz-coupons">
      <ol className="dz-goods-list">
        {list.map((c, i) => (
          <li key={`${String(c.card_id)}-${i}`} className="dz-coupon-row">
            <div className="dz-goods-row">
              <span className="dz-coupon-badge">{couponValue(c as unknown as CouponRow)}</span>
              <span className="dz-goods-name" title={String(c.title ?? '')}>{String(c.title ?? '')}</span>
              <span className="dz-row-tools">
                <button type="button" className="dz-icon-btn dz-danger" aria-label={`删除优惠券${String(c.title ?? '')}`} onClick={() => remove(i)}><Icon name="trash" /></button>
              </span>
            </div>
            {field.imageKey ? (
              <ImageEditor field={{ kind: 'image', key: field.imageKey, label: '图片', sizeHint: () => field.imageHint ?? '' }} id={`${id}-img-${i}`}
                value={c[field.imageKey]} scope={c} node={node} set={(v) => patchAt(i, { [field.imageKey!]: v })} patch={(p) => patchAt(i, p)} />
            ) : null}
          </li>
        ))}
        {list.length === 0 ? <li className="dz-muted">未选择优惠券</li> : null}
      </ol>
      <button id={id} type="button" className="dz-btn dz-btn-sm dz-btn-block" onClick={openPicker}>选择优惠券</button>
      {open ? (
        <PickerDialog source={couponSource} multiple initial={list.filter((c) => !isSample(c)).map((c) => String(c.card_id))} max={field.max} maxMessage={field.maxMessage}
          onClose={() => setOpen(false)}
          onPick={(rows) => { if (rows.length) set([...list.filter((c) => !isSample(c)), ...rows.map(toCouponEntry)]); setOpen(false); }} />
      ) : null}
    </div>
  );
}
