/** Image: upload a JPG/PNG to /api/admin/media (checked here first), show it, clear it. */
import { useRef, useState } from 'react';
import { api, isUploadableImage } from '../../api/client';
import { px } from '../../doc/state';
import { toast } from '../../store/ui';
import { T } from '../../strings';
import type { EditorProps, FieldOf } from '../fields';

export function ImageEditor({ field, id, value, scope, patch }: EditorProps<FieldOf<'image'>>) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const url = typeof value === 'string' ? value : '';
  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!isUploadableImage(file)) { toast(T.uploadType, 'error'); return; }
    setBusy(true);
    try {
      const res = await api.upload(file);
      const extra: Record<string, unknown> = {};
      // 等比例 on an image widget: the picture's own size becomes the ratio, and the height follows it.
      if (field.fitHeight && scope.proportion === true && res.width > 0 && res.height > 0) {
        Object.assign(extra, { height: Math.round(px(scope.width, 1190) * res.height / res.width), imgWidth: res.width, imgHeight: res.height });
      }
      patch({ [field.key]: res.img_url, ...extra });
      toast(T.uploaded, 'success');
    } catch (e) {
      toast((e as Error).message || T.uploadFailed, 'error');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div className="dz-image">
      <div className="dz-image-box">{url ? <img src={url} alt="" /> : <span className="dz-muted">暂无图片</span>}</div>
      <div className="dz-image-actions">
        <button id={id} type="button" className="dz-btn dz-btn-sm" disabled={busy} onClick={() => input.current?.click()}>{busy ? '上传中…' : url ? '更换图片' : '上传图片'}</button>
        {url ? <button type="button" className="dz-btn dz-btn-sm dz-btn-text" onClick={() => patch({ [field.key]: '' })}>清除</button> : null}
        <input ref={input} type="file" hidden accept="image/jpeg,image/png,.jpg,.jpeg,.png" onChange={(e) => choose(e.target.files?.[0])} />
      </div>
      {field.sizeHint ? <div className="dz-hint">{field.sizeHint(scope)}</div> : null}
    </div>
  );
}
