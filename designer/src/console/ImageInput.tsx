/** One image: upload through the existing media upload (POST /api/admin/media) or keep the current one. */
import { useState } from 'react';
import { api, isUploadableImage } from '../api/client';

export function ImageInput({ id, label, value, onChange }: { id: string; label: string; value: string; onChange(url: string): void }) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!isUploadableImage(file)) { setError('只能上传 JPG 或 PNG 图片'); return; }
    setBusy(true); setError('');
    try { onChange((await api.upload(file)).img_url); } catch (e) { setError((e as Error).message); } finally { setBusy(false); }
  };
  return (
    <div className="cs-image">
      {value ? <img src={value} alt={`${label}预览`} /> : <span className="cs-image-empty" aria-hidden="true">无图片</span>}
      <label className="dz-btn dz-btn-sm">{busy ? '上传中…' : value ? '更换图片' : '上传图片'}<input id={id} className="dz-sr" type="file" accept="image/png,image/jpeg" aria-label={`上传${label}`} onChange={(e) => void pick(e.target.files?.[0])} /></label>
      {value ? <button type="button" className="dz-btn dz-btn-sm dz-btn-text" onClick={() => onChange('')}>移除</button> : null}
      {error ? <span className="dz-field-error" role="alert">{error}</span> : null}
    </div>
  );
}
