/** One shop into the scope (W0020 entry): shows its name and logo, 选择店铺 opens the shop picker. */
import { useState } from 'react';
import { PickerDialog } from '../../pickers/PickerDialog';
import { recommendedShopPatch } from '../../pickers/shops';
import { shopSource } from '../../pickers/sources';
import type { EditorProps, FieldOf } from '../fields';

export function ShopEditor({ id, scope, patch }: EditorProps<FieldOf<'shop'>>) {
  const [open, setOpen] = useState(false);
  const name = scope.shop_id ? String(scope.shop_name ?? '') : '';
  return (
    <div className="dz-link">
      <span className={`dz-link-text${name ? '' : ' dz-muted'}`}>{name || '未选择店铺'}</span>
      <button id={id} type="button" className="dz-btn dz-btn-sm" onClick={() => setOpen(true)}>选择店铺</button>
      {open ? <PickerDialog source={shopSource} onClose={() => setOpen(false)}
        onPick={([s]) => {
          if (s) {
            // Another shop's goods no longer belong here.
            const sameShop = Number(scope.shop_id) === s.distributor_id;
            patch({ ...recommendedShopPatch(s), ...(sameShop ? {} : { goods_list: [] }) });
          }
          setOpen(false);
        }} /> : null}
    </div>
  );
}
