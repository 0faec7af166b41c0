/** The console's calls: `/api/admin/<path>` through the designer's one API seam (same session, same errors). */
import { request } from '../api/client';

export type Query = Record<string, string | number | boolean | undefined | null>;
export interface Page<Row> { list: Row[]; total_count: number }

const qs = (q: Query = {}) => {
  const p = new URLSearchParams(Object.entries(q).filter(([, v]) => v !== undefined && v !== null && v !== '').map(([k, v]) => [k, String(v)]));
  const s = p.toString();
  return s ? `?${s}` : '';
};

export const adm = {
  get: <T>(path: string, q?: Query) => request<T>('GET', `/api/admin/${path}${qs(q)}`),
  post: <T>(path: string, body: unknown = {}) => request<T>('POST', `/api/admin/${path}`, body),
  put: <T>(path: string, body: unknown = {}) => request<T>('PUT', `/api/admin/${path}`, body),
  del: <T>(path: string) => request<T>('DELETE', `/api/admin/${path}`),
  upload: <T>(path: string, file: File) => { const f = new FormData(); f.append('file', file); return request<T>('POST', `/api/admin/${path}`, f); },
};
