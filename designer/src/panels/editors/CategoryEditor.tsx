/** Categories: chosen top-level nodes (with their subtree) as chips; 选择分类 opens the tree picker. */
import { useState } from 'react';
import type { CategoryNode } from '../../api/client';
import { CategoryPicker } from '../../pickers/CategoryPicker';
import type { EditorProps, FieldOf } from '../fields';

export function CategoryEditor({ id, value, set }: EditorProps<FieldOf<'category'>>) {
  const [open, setOpen] = useState(false);
  const list: CategoryNode[] = Array.isArray(value) ? (value as CategoryNode[]) : [];
  return (
    <div className="dz-cats">
      <div className="dz-chips">
        {list.map((c) => (
          <span key={String(c.category_id)} className="dz-chip">{c.category_name}
            <button type="button" aria-label={`移除${c.category_name}`} onClick={() => set(list.filter((x) => x.category_id !== c.category_id))}>×</button>
          </span>
        ))}
        {list.length === 0 ? <span className="dz-muted">未选择分类</span> : null}
      </div>
      <button id={id} type="button" className="dz-btn dz-btn-sm" onClick={() => setOpen(true)}>选择分类</button>
      {open ? <CategoryPicker multiple initial={list.map((c) => c.category_id)} onClose={() => setOpen(false)} onPick={(nodes) => { set(nodes); setOpen(false); }} /> : null}
    </div>
  );
}
