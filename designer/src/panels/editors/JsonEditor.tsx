/** Fallback for structured props without a dedicated editor: edit as JSON, applied when it parses. */
import { useEffect, useState } from 'react';
import type { EditorProps, FieldOf } from '../fields';

export function JsonEditor({ id, value, set }: EditorProps<FieldOf<'json'>>) {
  const text = JSON.stringify(value ?? null, null, 2);
  const [draft, setDraft] = useState(text);
  const [error, setError] = useState('');
  useEffect(() => { setDraft(text); setError(''); }, [text]);
  const apply = () => {
    try {
      const parsed = JSON.parse(draft);
      setError('');
      if (JSON.stringify(parsed, null, 2) !== text) set(parsed);
    } catch {
      setError('JSON 格式不正确');
    }
  };
  return (
    <div>
      <textarea id={id} className="dz-input dz-textarea dz-json" rows={8} spellCheck={false} value={draft}
        onChange={(e) => setDraft(e.target.value)} onBlur={apply} />
      {error ? <div className="dz-field-error" role="alert">{error}</div> : null}
    </div>
  );
}
