/** Video: upload an MP4/WEBM (checked here by type first, the server checks the content), show it, clear it. */
import { useRef, useState } from 'react';
import { api } from '../../api/client';
import { toast } from '../../store/ui';
import type { EditorProps, FieldOf } from '../fields';

export const VIDEO_TYPE = '上传视频只能是 MP4 或者 WEBM 格式!';
export const isUploadableVideo = (f: { type: string; name: string }) => (f.type ? /^video\/(mp4|webm)$/.test(f.type) : /\.(mp4|webm)$/i.test(f.name));

export function VideoEditor({ field, id, value, set }: EditorProps<FieldOf<'video'>>) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const url = typeof value === 'string' && /\.(mp4|webm)(\?|$)/i.test(value) ? value : '';
  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!isUploadableVideo(file)) { toast(VIDEO_TYPE, 'error'); return; }
    setBusy(true);
    try {
      set((await api.uploadVideo(file)).img_url);
      toast('视频上传成功', 'success');
    } catch (e) {
      toast((e as Error).message || '视频上传失败', 'error');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div className="dz-image">
      <div className="dz-image-box">{url ? <video src={url} muted preload="metadata" aria-label={field.label} /> : <span className="dz-muted">暂无视频</span>}</div>
      <div className="dz-image-actions">
        <button id={id} type="button" className="dz-btn dz-btn-sm" disabled={busy} onClick={() => input.current?.click()}>{busy ? '上传中…' : url ? '更换视频' : '上传视频'}</button>
        {url ? <button type="button" className="dz-btn dz-btn-sm dz-btn-text" onClick={() => set('')}>清除</button> : null}
        <input ref={input} type="file" hidden accept="video/mp4,video/webm,.mp4,.webm" onChange={(e) => choose(e.target.files?.[0])} />
      </div>
      <div className="dz-hint">MP4 或 WEBM，不超过10MB；轮播切换时自动暂停</div>
    </div>
  );
}
