/** W0019's shops: the chosen shops in order (shown on the canvas) and their tags for the tabs. */
import { useState } from 'react';
import { PickerDialog } from '../../pickers/PickerDialog';
import { tagsOfShops, toNearbyShop } from '../../pickers/shops';
import { shopSource } from '../../pickers/sources';
import { confirmDialog, toast } from '../../store/ui';
import { T } from '../../strings';
import { Icon } from '../../ui/icons';
import type { EditorProps, FieldOf } from '../fields';

type Shop = { distributor_id?: unknown; name?: string; logo?: string; tagList?: { tag_id: number | string; tag_name: string }[] };

export function ShopsEditor({ field, id, value, patch }: EditorProps<FieldOf<'shops'>>) {
  const [open, setOpen] = useState(false);
  const list: Shop[] = Array.isArray(value) ? (value as Shop[]) : [];
  const write = (next: Shop[]) => patch({ [field.key]: next, selectTagList: tagsOfShops(next) });
  const remove = async (i: number) => {
    if (!(await confirmDialog('确定删除该店铺？'))) return;
    write(list.filter((_, j) => j !== i));
    toast(T.deleted, 'success');
  };
  const openPicker = () => {
    if (field.max !== undefined && list.length >= field.max) { toast(`最多选择${field.max}个店铺`, 'error'); return; }
    setOpen(true);
  };
  return (
    <div className="dz-goods">
      <ol className="dz-goods-list">
        {list.map((s, i) => (
          <li key={String(s.distributor_id ?? i)} className="dz-goods-row">
            {s.logo ? <img src={s.logo} alt="" width={36} height={36} /> : <span className="dz-thumb-empty" />}
            <span className="dz-goods-name">{s.name}</span>
            <span className="dz-row-tools">
              <button type="button" className="dz-icon-btn dz-danger" aria-label={`删除店铺${s.name ?? ''}`} onClick={() => remove(i)}><Icon name="trash" /></button>
            </span>
          </li>
        ))}
        {list.length === 0 ? <li className="dz-muted">未选择店铺（店铺页按访客位置展示附近的店）</li> : null}
      </ol>
      <button id={id} type="button" className="dz-btn dz-btn-sm dz-btn-block" onClick={openPicker}>选择店铺</button>
      {open ? (
        <PickerDialog source={shopSource} multiple initial={list.map((s) => String(s.distributor_id))} max={field.max}
          maxMessage={field.max ? `最多选择${field.max}个店铺` : undefined} onClose={() => setOpen(false)}
          onPick={(rows) => { if (rows.length) write([...list, ...rows.map(toNearbyShop)]); setOpen(false); }} />
      ) : null}
    </div>
  );
}
