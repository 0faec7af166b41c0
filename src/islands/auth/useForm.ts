/** Values and blur-validated errors of a small form (one checker per field). */
import { useState } from 'react';

export function useForm<F extends string>(checks: Record<F, (v: string, all: Record<F, string>) => string>, initial?: Partial<Record<F, string>>) {
  const keys = Object.keys(checks) as F[];
  const empty = Object.fromEntries(keys.map((k) => [k, ''])) as Record<F, string>;
  const [values, setValues] = useState<Record<F, string>>({ ...empty, ...initial });
  const [errors, setErrors] = useState<Record<F, string>>(empty);

  const validate = (f: F, all = values) => {
    const e = checks[f](all[f], all);
    setErrors((old) => ({ ...old, [f]: e }));
    return e;
  };
  const set = (f: F, v: string) => {
    const next = { ...values, [f]: v };
    setValues(next);
    if (errors[f]) validate(f, next);
  };
  /** Validates `fields` (default all); true when all pass. */
  const validateAll = (fields: F[] = keys) => fields.map((f) => validate(f)).every((e) => !e);
  /** Props for <Field> of `f`. */
  const bind = (f: F) => ({ value: values[f], error: errors[f], onValue: (v: string) => set(f, v), onBlur: () => validate(f) });
  return { values, errors, set, validate, validateAll, bind, setErrors };
}
