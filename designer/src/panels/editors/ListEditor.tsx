/**
 * List of items (carousel slides, hot keywords, tabs …): each item is edited with its own field
 * descriptors; add/remove honour the descriptor's limits and their messages.
 */
import { confirmDialog, toast } from '../../store/ui';
import { T } from '../../strings';
import type { EditorProps, FieldOf } from '../fields';

type Item = Record<string, unknown>;

export function ListEditor({ field, id, value, set, node, renderField: FieldRow }: EditorProps<FieldOf<'list'>>) {
  if (!FieldRow) throw new Error('ListEditor is drawn by FieldView, which hands it renderField');
  const list: Item[] = Array.isArray(value) ? (value as Item[]) : [];
  const add = () => {
    if (field.max !== undefined && list.length >= field.max) { toast(field.maxMessage ?? `最多添加${field.max}项`, 'error'); return; }
    set([...list, field.newItem()]);
  };
  const remove = async (i: number) => {
    if (field.min !== undefined && list.length <= field.min) { toast(field.minMessage ?? `请至少保留${field.min}项`, 'error'); return; }
    if (!(await confirmDialog(field.confirmDelete ?? T.deleteItem))) return;
    set(list.filter((_, j) => j !== i));
    toast(T.deleted, 'success');
  };
  const move = (i: number, d: number) => {
    const next = list.slice();
    [next[i], next[i + d]] = [next[i + d], next[i]];
    set(next);
  };
  const patchItem = (i: number, props: Item) => set(list.map((it, j) => (j === i ? { ...it, ...props } : it)));
  return (
    <div className="dz-list" id={id}>
      {list.map((item, i) => (
        <fieldset key={i} className="dz-list-item">
          <legend>{field.itemLabel} {i + 1}</legend>
          <span className="dz-row-tools dz-list-tools">
            <button type="button" className="dz-icon-btn" aria-label={`上移${field.itemLabel}${i + 1}`} disabled={i === 0} onClick={() => move(i, -1)}>↑</button>
            <button type="button" className="dz-icon-btn" aria-label={`下移${field.itemLabel}${i + 1}`} disabled={i === list.length - 1} onClick={() => move(i, 1)}>↓</button>
            <button type="button" className="dz-icon-btn dz-danger" aria-label={`删除${field.itemLabel}${i + 1}`} onClick={() => remove(i)}>×</button>
          </span>
          {field.fields.map((sub) => (
            <FieldRow key={`${sub.kind}-${sub.key || sub.label}`} field={sub} idBase={`${id}-${i}`} scope={item ?? {}} node={node} isChild={false}
              patch={(props) => patchItem(i, props)} />
          ))}
        </fieldset>
      ))}
      <button type="button" className="dz-btn dz-btn-sm dz-btn-block dz-btn-dashed" onClick={add}>+ {field.addLabel}</button>
    </div>
  );
}
