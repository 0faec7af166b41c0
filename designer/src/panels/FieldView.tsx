/** One labelled row of the property panel: looks the field's kind up in EDITORS. */
import type { ComponentType } from 'react';
import type { EditorProps, FieldRowProps } from './fields';
import { EDITORS } from './editors';

/** Editors whose control is a button with its own visible text: the label names the group, not the button. */
const BUTTON_KINDS = new Set(['shopTags', 'goods', 'coupons', 'shop', 'shops', 'image', 'video', 'category', 'link']);
const STACKED = new Set(['shopTags', 'list', 'goods', 'pageWidgets', 'textarea', 'image', 'category', 'coupons', 'shops', 'slots', 'windowCard', 'video', 'hotzones']);

export function FieldView({ field, idBase, scope, node, isChild, patch }: FieldRowProps) {
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
