/** Colour: native swatch (#rrggbb) plus the raw value, so #RRGGBBAA and rgba() stay editable. */
import { isCssColor } from '../../../../src/widgets/shared/validate';
import { isTransparent, toHex6 } from '../color';
import type { EditorProps, FieldOf } from '../fields';

/** Shown under a typed value the server would refuse on save (the same check as the widget schemas). */
export const COLOR_HINT = '颜色格式不正确：只能是十六进制、rgb/rgba、颜色名称或 transparent';

export function ColorEditor({ id, value, set, field }: EditorProps<FieldOf<'color'>>) {
  const raw = String(value ?? '');
  const invalid = raw.trim() !== '' && !isCssColor(raw);
  return (
    <div className="dz-color">
      <span className={`dz-swatch${isTransparent(raw) ? ' is-clear' : ''}`}>
        <input type="color" aria-label={`${field.label}取色`} value={toHex6(raw)} onChange={(e) => set(e.target.value.toUpperCase())} />
      </span>
      <input id={id} className="dz-input dz-input-color" type="text" value={raw} spellCheck={false} aria-invalid={invalid || undefined} onChange={(e) => set(e.target.value)} />
      {invalid ? <div className="dz-field-error" role="alert">{COLOR_HINT}</div> : null}
    </div>
  );
}
