/** The plain editors: heading, text, textarea, number range, select/radio, switch, box position. */
import { useEffect, useState } from 'react';
import type { EditorProps, FieldOf } from '../fields';
import { ALIGN_OPTIONS } from '../fields';

export function HeadingEditor() { return null; }

export function TextEditor({ field, id, value, set, scope }: EditorProps<FieldOf<'text'>>) {
  return <input id={id} className="dz-input" type="text" value={String(value ?? '')} placeholder={field.placeholder}
    maxLength={field.maxLength} disabled={field.disabled?.(scope)} onChange={(e) => set(e.target.value)} />;
}

export function TextareaEditor({ field, id, value, set }: EditorProps<FieldOf<'textarea'>>) {
  return <textarea id={id} className="dz-input dz-textarea" rows={3} value={String(value ?? '')} placeholder={field.placeholder} onChange={(e) => set(e.target.value)} />;
}

function clamp(n: number, min?: number, max?: number) {
  if (min !== undefined && n < min) return min;
  if (max !== undefined && n > max) return max;
  return n;
}

export function NumberEditor({ field, id, value, set, scope }: EditorProps<FieldOf<'number'>>) {
  const shown = value === 'auto' ? '' : String(value ?? '');
  const [draft, setDraft] = useState(shown);
  useEffect(() => setDraft(shown), [shown]);
  const disabled = field.disabled?.(scope);
  const commit = (raw: string, final: boolean) => {
    setDraft(raw);
    const n = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(n)) return;
    const v = final ? clamp(n, field.min, field.max) : n;
    if (final) setDraft(String(v));
    if ((field.min === undefined || v >= field.min) && (field.max === undefined || v <= field.max)) set(v);
  };
  const num = Number(value);
  return (
    <div className="dz-number">
      {field.slider && field.min !== undefined && field.max !== undefined ? (
        <input type="range" aria-hidden="true" tabIndex={-1} min={field.min} max={field.max} step={field.step ?? 1}
          value={Number.isFinite(num) ? num : field.min} disabled={disabled} onChange={(e) => set(Number(e.target.value))} />
      ) : null}
      <input id={id} className="dz-input dz-input-num" type="number" value={draft} min={field.min} max={field.max} step={field.step ?? 1}
        placeholder={value === 'auto' ? 'auto' : undefined} disabled={disabled}
        onChange={(e) => commit(e.target.value, false)} onBlur={(e) => commit(e.target.value, true)} />
      {field.unit ? <span className="dz-unit">{field.unit}</span> : null}
    </div>
  );
}

export function SelectEditor({ field, id, value, set }: EditorProps<FieldOf<'select'>>) {
  const pick = (raw: string) => set(field.options.find((o) => String(o.value) === raw)?.value ?? raw);
  if (field.display === 'dropdown') {
    return (
      <select id={id} className="dz-input" value={String(value ?? '')} onChange={(e) => pick(e.target.value)}>
        {field.options.map((o) => <option key={String(o.value)} value={String(o.value)}>{o.label}</option>)}
      </select>
    );
  }
  return (
    <div className="dz-radios" role="radiogroup" id={id} aria-label={field.label}>
      {field.options.map((o) => (
        <label key={String(o.value)} className={`dz-radio${String(o.value) === String(value) ? ' is-on' : ''}`}>
          <input type="radio" name={id} value={String(o.value)} checked={String(o.value) === String(value)} onChange={(e) => pick(e.target.value)} />
          {o.label}
        </label>
      ))}
    </div>
  );
}

export function SwitchEditor({ id, value, set, field, scope }: EditorProps<FieldOf<'switch'>>) {
  const on = value === true || value === 'true';
  return (
    <button id={id} type="button" role="switch" aria-checked={on} disabled={field.disabled?.(scope)}
      className={`dz-switch${on ? ' is-on' : ''}`} onClick={() => set(!on)}>
      <span className="dz-switch-knob" />
    </button>
  );
}

/** 位置: 居左 / 居中 / 居右 on the body's left/right margins (widgets.md §3). */
export function AlignEditor({ id, scope, patch, field }: EditorProps<FieldOf<'align'>>) {
  const l = scope.marginLeft, r = scope.marginRight;
  const current = l === 'auto' && r === 'auto' ? 'center' : l === 'auto' ? 'right' : r === 'auto' ? 'left' : '';
  const apply = (v: string) => patch(v === 'left' ? { marginLeft: 0, marginRight: 'auto' } : v === 'right' ? { marginLeft: 'auto', marginRight: 0 } : { marginLeft: 'auto', marginRight: 'auto' });
  return (
    <div className="dz-radios" role="radiogroup" id={id} aria-label={field.label}>
      {ALIGN_OPTIONS.map((o) => (
        <label key={String(o.value)} className={`dz-radio${o.value === current ? ' is-on' : ''}`}>
          <input type="radio" name={id} checked={o.value === current} onChange={() => apply(String(o.value))} />
          {o.label}
        </label>
      ))}
    </div>
  );
}
