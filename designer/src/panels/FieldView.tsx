/** One labelled row of the property panel: looks the field's kind up in EDITORS. */
import { memo, type ComponentType } from 'react';
import type { EditorProps, FieldRowProps } from './fields';
import { EDITORS } from './editors';

/** Editors whose control is a button with its own visible text: the label names the group, not the button. */
const BUTTON_KINDS = new Set(['shopTags', 'goods', 'coupons', 'shop', 'shops', 'image', 'video', 'category', 'link']);
const STACKED = new Set(['shopTags', 'list', 'goods', 'pageWidgets', 'textarea', 'image', 'category', 'coupons', 'shops', 'slots', 'windowCard', 'video', 'hotzones']);
/**
 * Editors drawn from their field's own value alone (and the field's `when` / `disabled`): the box position
 * (`align`) reads the two side margins instead. Every other editor may read the whole scope or widget.
 */
const OWN_VALUE_KINDS = new Set(['heading', 'text', 'textarea', 'number', 'color', 'select', 'switch', 'link', 'align']);
const keysRead = (field: FieldRowProps['field']) => (field.kind === 'align' ? ['marginLeft', 'marginRight'] : [field.key]);
const shown = (p: FieldRowProps) => !p.field.when || p.field.when(p.scope, { isChild: p.isChild, widget: p.node });

/**
 * Whether a row would draw the same: a keystroke makes a new widget node, and without this every row of the
 * panel re-rendered per key; now only the row whose value changed does (and any row whose editor reads more).
 */
export function sameRow(a: FieldRowProps, b: FieldRowProps): boolean {
  if (a.field !== b.field || a.idBase !== b.idBase || a.isChild !== b.isChild || a.patch !== b.patch) return false;
  if (a.scope === b.scope && a.node === b.node) return true;
  if (!OWN_VALUE_KINDS.has(a.field.kind)) return false;
  if (shown(a) !== shown(b)) return false;
  if (a.field.disabled && a.field.disabled(a.scope) !== a.field.disabled(b.scope)) return false;
  return keysRead(a.field).every((key) => Object.is(a.scope[key], b.scope[key]));
}

function FieldRow({ field, idBase, scope, node, isChild, patch }: FieldRowProps) {
  if (field.when && !field.when(scope, { isChild, widget: node })) return null;
  if (field.kind === 'heading') return <h3 className="dz-field-heading">{field.label}</h3>;
  const Editor = EDITORS[field.kind] as ComponentType<EditorProps>;
  const id = `${idBase}-${field.key || field.kind}`;
  return (
    <div className={`dz-field${STACKED.has(field.kind) ? ' is-stacked' : ''}`}>
      {BUTTON_KINDS.has(field.kind)
        ? <span className="dz-field-label" id={`${id}-label`}>{field.label}</span>
        : <label className="dz-field-label" htmlFor={id}>{field.label}</label>}
      <div className="dz-field-control" role={BUTTON_KINDS.has(field.kind) ? 'group' : undefined} aria-labelledby={BUTTON_KINDS.has(field.kind) ? `${id}-label` : undefined}>
        <Editor field={field} id={id} value={scope[field.key]} scope={scope} node={node}
          set={(v) => patch({ [field.key]: v })} patch={patch} renderField={FieldView} />
        {field.hint ? <div className="dz-hint">{field.hint}</div> : null}
      </div>
    </div>
  );
}

export const FieldView = memo(FieldRow, sameRow);
