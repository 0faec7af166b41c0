/** A labelled form input with its error under it (validated on blur, spec §5). */
import type { InputHTMLAttributes, ReactNode } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  label: string;
  error?: string;
  onValue: (v: string) => void;
  /** Element right of the input (captcha image, send-code button). */
  addon?: ReactNode;
}

export default function Field({ id, label, error = '', onValue, addon, ...input }: Props) {
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className={addon ? 'field-row' : undefined}>
        <input id={id} aria-invalid={!!error} aria-describedby={`${id}-err`} onChange={(e) => onValue(e.target.value.trim())} {...input} />
        {addon}
      </div>
      <div className="field-error" id={`${id}-err`}>{error}</div>
    </div>
  );
}
