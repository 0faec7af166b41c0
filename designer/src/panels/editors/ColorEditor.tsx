/** Colour: native swatch (#rrggbb) plus the raw value, so #RRGGBBAA and rgba() stay editable. */
import { isTransparent, toHex6 } from '../color';
import type { EditorProps, FieldOf } from '../fields';

export function ColorEditor({ id, value, set, field }: EditorProps<FieldOf<'color'>>) {
  const raw = String(value ?? '');
  return (
    <div className="dz-color">
      <span className={`dz-swatch${isTransparent(raw) ? ' is-clear' : ''}`}>
        <input type="color" aria-label={`${field.label}取色`} value={toHex6(raw)} onChange={(e) => set(e.target.value.toUpperCase())} />
      </span>
      <input id={id} className="dz-input dz-input-color" type="text" value={raw} spellCheck={false} onChange={(e) => set(e.target.value)} />
    </div>
  );
}
