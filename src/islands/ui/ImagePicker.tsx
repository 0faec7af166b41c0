/** Up to `max` pictures: each chosen file is uploaded at once and shown as a thumbnail with 删除. */
import { useState } from 'react';
import { uploadImage } from '../../lib/upload';

export default function ImagePicker({ value, onChange, max, label }: { value: string[]; onChange: (v: string[]) => void; max: number; label: string }) {
  const [busy, setBusy] = useState(false);
  const pick = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    const next = [...value];
    for (const f of Array.from(files).slice(0, max - value.length)) {
      try { next.push(await uploadImage(f)); } catch { /* toast shown */ }
    }
    onChange(next);
    setBusy(false);
  };
  return (
    <div className="img-picker">
      {value.map((src) => (
        <figure key={src} className="img-picker-item">
          <img src={src} alt="已上传图片" width={80} height={80} />
          <button type="button" className="mem-link" onClick={() => onChange(value.filter((v) => v !== src))}>删除</button>
        </figure>
      ))}
      {value.length < max && (
        <label className="img-picker-add">
          <input type="file" accept="image/jpeg,image/png" multiple aria-label={label} disabled={busy} onChange={(e) => { void pick(e.target.files); e.target.value = ''; }} />
          <span>{busy ? '上传中…' : `+ 上传图片（${value.length}/${max}）`}</span>
        </label>
      )}
    </div>
  );
}
