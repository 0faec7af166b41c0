/**
 * The designer's one seam to the server: same-origin `/api/admin/*`, plus the shopper catalogue for
 * the goods and category pickers. The operator's token lives in an httpOnly cookie the server sets
 * at login (out of reach of scripts); the designer only reads the `designer_session` marker to know
 * a session exists. Responses are `{data: …}` envelopes; failures carry the server's Chinese message.
 */
import type { WidgetNode } from '../doc/state';
import type { Combination } from '../combination/instantiate';
import type { CombinationInput } from '../combination/saveAsCombination';

const SESSION_MARKER = 'designer_session';

export class ApiError extends Error {
  constructor(message: string, readonly status: number) { super(message); }
}

/** The logged-in operator's name from the session marker cookie, or '' without a session. */
export function sessionUser(): string {
  if (typeof document === 'undefined') return '';
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${SESSION_MARKER}=`));
  try { return hit ? decodeURIComponent(hit.slice(SESSION_MARKER.length + 1)) : ''; } catch { return ''; }
}

/** Forgets the marker here (the server clears both cookies on logout; an expired session leaves it behind). */
export function clearSessionMarker(): void {
  document.cookie = `${SESSION_MARKER}=; path=/; max-age=0`;
}

let onUnauthorized: () => void = () => {};
export function setUnauthorizedHandler(fn: () => void) { onUnauthorized = fn; }

/** `auth`: a 401 means the session ended (the login form and logout itself pass false). */
async function request<T>(method: string, url: string, body?: unknown, auth = true): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) { headers['Content-Type'] = 'application/json'; payload = JSON.stringify(body); }
  let res: Response;
  try {
    res = await fetch(url, { method, headers, body: payload, credentials: 'same-origin' });
  } catch {
    throw new ApiError('网络错误，请稍后再试', 0);
  }
  const json = await res.json().catch(() => null) as { data?: unknown } | null;
  if (!res.ok) {
    const message = (json?.data as { message?: string } | undefined)?.message ?? `请求失败（${res.status}）`;
    if (res.status === 401 && auth) onUnauthorized();
    throw new ApiError(message, res.status);
  }
  return (json?.data ?? json) as T;
}

export interface TemplateRow { theme_pc_template_id: number; template_title: string; page_type: string; status: number }
export interface GoodsRow { item_id: number | string; item_name: string; pics?: string[] | string; price: number; market_price?: number; brief?: string }
export interface CategoryNode { category_id: number | string; category_name: string; image_url?: string; category_level?: number; children?: CategoryNode[] }
export interface PublishResult { slots: string[]; pages: string[]; ms: number }
export interface UploadResult { img_url: string; width: number; height: number }

export const api = {
  login: (username: string, password: string) => request<{ username: string }>('POST', '/api/admin/login', { username, password }, false),
  logout: () => request<{ status: boolean }>('POST', '/api/admin/logout', {}, false),
  templates: (pageType?: string) => request<{ list: TemplateRow[] }>('GET', `/api/admin/templates${pageType ? `?page_type=${pageType}` : ''}`),
  createTemplate: (template_title: string) => request<TemplateRow>('POST', '/api/admin/templates', { template_title, page_type: 'custom' }),
  template: (id: number) => request<{ template: TemplateRow; widgets: WidgetNode[] }>('GET', `/api/admin/templates/${id}`),
  saveDraft: (id: number, widgets: WidgetNode[]) => request<{ status: boolean }>('PUT', `/api/admin/templates/${id}/draft`, { widgets }),
  publish: (id: number) => request<PublishResult>('POST', `/api/admin/templates/${id}/publish`),
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return request<UploadResult>('POST', '/api/admin/media', form);
  },
  combinations: () => request<{ list: Combination[] }>('GET', '/api/admin/combinations'),
  saveCombination: (input: CombinationInput) => request<Combination>('POST', '/api/admin/combinations', input),
  deleteCombination: (id: number) => request<{ status: boolean }>('DELETE', `/api/admin/combinations/${id}`),
  goods: (page: number, pageSize: number, keywords: string) =>
    request<{ list: GoodsRow[]; total_count: number }>('GET', `/api/h5app/wxapp/goods/items?page=${page}&pageSize=${pageSize}&keywords=${encodeURIComponent(keywords)}`),
  categories: () => request<CategoryNode[]>('GET', '/api/h5app/wxapp/goods/category'),
};

/** Storefront address of a template: home → /, custom page N → /custompage?pageid=N. */
export function storefrontUrl(t: Pick<TemplateRow, 'theme_pc_template_id' | 'page_type'>): string {
  if (t.page_type === 'index') return '/';
  if (t.page_type === 'product_list') return '/items';
  return `/custompage?pageid=${t.theme_pc_template_id}`;
}

/** Client-side check before uploading (the server checks again). */
export function isUploadableImage(file: { type: string; name: string }): boolean {
  return file.type ? /^image\/(jpeg|png)$/.test(file.type) : /\.(jpe?g|png)$/i.test(file.name);
}
