/**
 * Forms built from field definitions. Values are edited as strings/booleans and turned into the API's
 * body by `toBody`; the server's 422 answer is shown at the top and next to each named field.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../api/client';
import { ImageInput } from './ImageInput';
import { GoodsField, type GoodsChoice } from './GoodsField';

export type FieldType = 'text' | 'textarea' | 'number' | 'money' | 'select' | 'switch' | 'image' | 'datetime' | 'password' | 'list' | 'goods';
export interface FieldDef { name: string; label: string; type?: FieldType; options?: { value: string; label: string }[]; hint?: string; required?: boolean; show?(v: Values): boolean; goods?: GoodsChoice }
export type Values = Record<string, string | boolean>;

/** Field errors of an ApiError keyed by top-level field name ("skus.0.price" → "skus"). */
export function fieldErrors(e: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (e instanceof ApiError) for (const [k, v] of Object.entries(e.errors)) out[k] ??= v[0];
  return out;
}

/** The API names a bad parameter by its key ("参数 person_num 必须是…"); the form says the label the operator sees. */
export function withLabels(message: string, fields: FieldDef[]): string {
  return message.replace(/^参数 ([\w.[\]]+) /, (whole, key: string) => fields.find((f) => f.name === key.split(/[.[]/)[0])?.label ?? whole);
}

export function Field({ def, value, onChange, error }: { def: FieldDef; value: string | boolean; onChange(v: string | boolean): void; error?: string }) {
  const id = `f-${def.name}`;
  const type = def.type ?? 'text';
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-err` : undefined };
  let input: ReactNode;
  if (type === 'switch') input = <label className="cs-check"><input {...common} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} /> {def.hint ?? '开启'}</label>;
  else if (type === 'select') input = <select {...common} className="dz-input" value={String(value)} onChange={(e) => onChange(e.target.value)}>{def.options?.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}</select>;
  else if (type === 'textarea' || type === 'list') input = <textarea {...common} className="dz-input dz-textarea" rows={type === 'list' ? 4 : 5} value={String(value)} onChange={(e) => onChange(e.target.value)} />;
  else if (type === 'goods') input = <GoodsField id={id} label={def.label} value={String(value)} choice={def.goods ?? {}} onChange={onChange} invalid={!!error} />;
  else if (type === 'image') input = <ImageInput id={id} label={def.label} value={String(value)} onChange={onChange} />;
  else input = <input {...common} className="dz-input" type={type === 'password' ? 'password' : type === 'datetime' ? 'datetime-local' : 'text'} inputMode={type === 'number' || type === 'money' ? 'decimal' : undefined} value={String(value)} onChange={(e) => onChange(e.target.value)} />;
  return (
    <div className={`cs-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id} className="cs-label">{def.required ? <span className="cs-req" aria-hidden="true">*</span> : null}{def.label}{type === 'money' ? '（元）' : ''}</label>
      <div className="cs-control">
        {input}
        {def.hint && type !== 'switch' ? <div className="dz-hint">{def.hint}</div> : null}
        {error ? <div id={`${id}-err`} className="dz-field-error">{error}</div> : null}
      </div>
    </div>
  );
}

export function ResourceForm({ fields, initial, submitLabel = '保存', onSubmit, onCancel, id = 'resource-form' }: {
  fields: FieldDef[]; initial: Values; submitLabel?: string; onSubmit(v: Values): Promise<unknown>; onCancel?(): void; id?: string;
}) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true); setMessage(''); setErrors({});
    try { await onSubmit(values); } catch (err) {
      setMessage(withLabels((err as Error).message, fields));
      setErrors(Object.fromEntries(Object.entries(fieldErrors(err)).map(([k, v]) => [k, withLabels(v, fields)])));
    } finally { setBusy(false); }
  };
  return (
    <form id={id} className="cs-form" onSubmit={submit} noValidate>
      {message ? <p className="dz-field-error cs-form-error" role="alert">{message}</p> : null}
      {fields.filter((f) => !f.show || f.show(values)).map((f) => <Field key={f.name} def={f} value={values[f.name] ?? ''} error={errors[f.name]} onChange={(v) => setValues({ ...values, [f.name]: v })} />)}
      <div className="cs-form-actions">
        {onCancel ? <button type="button" className="dz-btn" onClick={onCancel}>取消</button> : null}
        <button type="submit" className="dz-btn dz-btn-primary" disabled={busy}>{busy ? '保存中…' : submitLabel}</button>
      </div>
    </form>
  );
}
