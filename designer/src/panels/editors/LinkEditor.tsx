/** Link: shows the picked target, opens the link picker, clears to {}. */
import { useState } from 'react';
import { LinkPicker } from '../../pickers/LinkPicker';
import { linkText } from '../../pickers/links';
import type { EditorProps, FieldOf } from '../fields';

export function LinkEditor({ field, id, value, set }: EditorProps<FieldOf<'link'>>) {
  const [open, setOpen] = useState(false);
  const text = linkText(value);
  return (
    <div className="dz-link">
      <span className={`dz-link-text${text ? '' : ' dz-muted'}`} title={text}>{text || '未设置链接'}</span>
      <button id={id} type="button" className="dz-btn dz-btn-sm" aria-label={`选择${field.label}`} onClick={() => setOpen(true)}>选择链接</button>
      {text ? <button type="button" className="dz-btn dz-btn-sm dz-btn-text" onClick={() => set({})}>清除</button> : null}
      {open ? <LinkPicker onClose={() => setOpen(false)} onPick={(l) => { set(l); setOpen(false); }} /> : null}
    </div>
  );
}
