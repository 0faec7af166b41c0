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
  /** Field → messages, as the server names them (422 validation answers). */
  constructor(message: string, readonly status: number, readonly errors: Record<string, string[]> = {}) { super(message); }
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
export async function request<T>(method: string, url: string, body?: unknown, auth = true, extra: Record<string, string> = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extra };
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
    const data = json?.data as { message?: string; errors?: Record<string, string[]> } | undefined;
    const message = data?.message ?? `请求失败（${res.status}）`;
    if (res.status === 401 && auth) onUnauthorized();
    throw new ApiError(message, res.status, data?.errors ?? {});
  }
  return (json?.data ?? json) as T;
}

export interface TemplateRow { theme_pc_template_id: number; template_title: string; page_type: string; status: number; is_published?: boolean }
export interface VersionRow { version_id: number; operator_name: string; created_at: string; rollback_of: number | null; is_live: boolean }
export interface CouponRow { card_id: number; title: string; card_type: string; reduce_cost: number; least_cost: number; discount: number; description: string }
export interface ShopRow { distributor_id: number; name: string; logo: string; banner: string; address?: string; tagList?: { tag_id: number | string; tag_name: string }[] }
export interface BrandRow { attribute_id: string; attribute_name: string }
export interface TagRow { tag_id: string; tag_name: string }
export type Paged<Row> = { list: Row[]; total_count: number };
/** distributor/list also names every tag its shops carry. */
export type ShopPage = Paged<ShopRow> & { tagList?: { tag_id: number | string; tag_name: string }[] };
export type ChromeSlot = 'header' | 'footer';
export interface GoodsRow { item_id: number | string; item_name: string; pics?: string[] | string; price: number; market_price?: number; brief?: string }
export interface CategoryNode { category_id: number | string; category_name: string; image_url?: string; category_level?: number; children?: CategoryNode[] }
export interface PublishResult { slots: string[]; pages: string[]; ms: number }
export interface UploadResult { img_url: string; width: number; height: number }

export interface ScheduleRow { schedule_id: number; slot: string; run_at: string; status: 'pending' | 'done' | 'cancelled' | 'failed'; message: string; operator_name: string }
export interface Presence { editors: { operator_name: string; since: string; same_operator: boolean }[]; version: number; saved_by: string }
/** The version the operator's document is based on, as the server's ETag spells it. */
const ifMatch = (version: number) => ({ 'If-Match': `"v${version}"` });

export interface ArticleRow { article_id: number; title: string; category_name: string }

export const api = {
  articles: (q: { keywords: string; page: number; pageSize: number }) =>
    request<Paged<ArticleRow>>('GET', `/api/admin/articles?${new URLSearchParams({ status: 'published', keywords: q.keywords, page: String(q.page), pageSize: String(q.pageSize) })}`),
  login: (username: string, password: string) => request<{ username: string }>('POST', '/api/admin/login', { username, password }, false),
  logout: () => request<{ status: boolean }>('POST', '/api/admin/logout', {}, false),
  templates: (pageType?: string) => request<{ list: TemplateRow[] }>('GET', `/api/admin/templates${pageType ? `?page_type=${pageType}` : ''}`),
  createTemplate: (template_title: string) => request<TemplateRow>('POST', '/api/admin/templates', { template_title, page_type: 'custom' }),
  /** The page's body to edit, the shop's header/footer to show locked, and the version read (the parts only: the flat `widgets` list of all three doubled a long page's answer). */
  template: (id: number) => request<{ template: TemplateRow; body: WidgetNode[]; header: WidgetNode[]; footer: WidgetNode[]; version: number }>('GET', `/api/admin/templates/${id}?parts=only`),
  /** Saves the body on top of `version` (If-Match); a stale version is a 409 ApiError. Returns the new version. */
  saveDraft: (id: number, widgets: WidgetNode[], version: number) => request<{ status: boolean; version: number }>('PUT', `/api/admin/templates/${id}/draft`, { widgets }, true, ifMatch(version)),
  publish: (id: number, version: number) => request<PublishResult>('POST', `/api/admin/templates/${id}/publish`, {}, true, ifMatch(version)),
  updateTemplate: (id: number, change: { template_title?: string; status?: number }) => request<TemplateRow>('PUT', `/api/admin/templates/${id}`, change),
  deleteTemplate: (id: number) => request<{ status: boolean }>('DELETE', `/api/admin/templates/${id}`),
  versions: (id: number) => request<Paged<VersionRow>>('GET', `/api/admin/templates/${id}/versions`),
  version: (id: number, versionId: number) => request<{ version_id: number; widgets: WidgetNode[] }>('GET', `/api/admin/templates/${id}/versions/${versionId}`),
  rollback: (id: number, versionId: number) => request<PublishResult>('POST', `/api/admin/templates/${id}/rollback`, { version_id: versionId }),
  discardDraft: (id: number) => request<{ status: boolean }>('DELETE', `/api/admin/templates/${id}/draft`),
  chrome: (slot: ChromeSlot) => request<{ widgets: WidgetNode[]; version: number }>('GET', `/api/admin/chrome/${slot}`),
  saveChrome: (slot: ChromeSlot, widgets: WidgetNode[], version: number) => request<{ status: boolean; version: number }>('PUT', `/api/admin/chrome/${slot}/draft`, { widgets }, true, ifMatch(version)),
  publishChrome: (slot: ChromeSlot, version: number) => request<PublishResult>('POST', `/api/admin/chrome/${slot}/publish`, {}, true, ifMatch(version)),
  chromeVersions: (slot: ChromeSlot) => request<Paged<VersionRow>>('GET', `/api/admin/chrome/${slot}/versions`),
  chromeVersion: (slot: ChromeSlot, versionId: number) => request<{ version_id: number; widgets: WidgetNode[] }>('GET', `/api/admin/chrome/${slot}/versions/${versionId}`),
  chromeRollback: (slot: ChromeSlot, versionId: number) => request<PublishResult>('POST', `/api/admin/chrome/${slot}/rollback`, { version_id: versionId }),
  discardChrome: (slot: ChromeSlot) => request<{ status: boolean }>('DELETE', `/api/admin/chrome/${slot}/draft`),
  schedules: (slot: string) => request<Paged<ScheduleRow>>('GET', `/api/admin/schedules?slot=${encodeURIComponent(slot)}`),
  /** `base`: '/api/admin/templates/7' or '/api/admin/chrome/header'. */
  schedule: (base: string, runAt: string) => request<ScheduleRow>('POST', `${base}/schedule`, { run_at: runAt }),
  cancelSchedule: (id: number) => request<{ status: boolean }>('DELETE', `/api/admin/schedules/${id}`),
  /** `base`: '/api/admin/templates/7' or '/api/admin/chrome/header'. */
  presence: (base: string, clientId: string) => request<Presence>('POST', `${base}/presence`, { client_id: clientId }),
  leave: (base: string, clientId: string) => request<{ status: boolean }>('DELETE', `${base}/presence`, { client_id: clientId }),
  pick: <Row>(what: 'coupons' | 'goods' | 'brands' | 'tags' | 'pages', q: { keywords: string; page: number; pageSize: number; distributor_id?: number }) =>
    request<Paged<Row>>('GET', `/api/admin/pickers/${what}?${new URLSearchParams(Object.entries(q).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]))}`),
  /** The first 10 shops a live 附近商家 lists at `at` (the storefront's own call: distance order, as W0019 asks it). */
  nearbyShops: (at: { lat: number; lng: number }) =>
    request<ShopPage>('GET', `/api/h5app/wxapp/distributor/list?lat=${at.lat}&lng=${at.lng}&show_discount=1&type=0&sort_type=1&page=1&pageSize=10`),
  shops: (q: { keywords: string; page: number; pageSize: number }) =>
    request<ShopPage>('GET', `/api/h5app/wxapp/distributor/list?page=${q.page}&pageSize=${q.pageSize}&name=${encodeURIComponent(q.keywords)}`),
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return request<UploadResult>('POST', '/api/admin/media', form);
  },
  uploadVideo: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return request<{ img_url: string }>('POST', '/api/admin/media/video', form);
  },
  combinations: () => request<{ list: Combination[] }>('GET', '/api/admin/combinations'),
  saveCombination: (input: CombinationInput) => request<Combination>('POST', '/api/admin/combinations', input),
  deleteCombination: (id: number) => request<{ status: boolean }>('DELETE', `/api/admin/combinations/${id}`),
  goods: (page: number, pageSize: number, keywords: string) =>
    request<{ list: GoodsRow[]; total_count: number }>('GET', `/api/h5app/wxapp/goods/items?page=${page}&pageSize=${pageSize}&keywords=${encodeURIComponent(keywords)}`),
  categories: () => request<CategoryNode[]>('GET', '/api/h5app/wxapp/goods/category'),
  /** The shop's hot search words (设置 › 热门搜索词): what the header's search box shows. */
  hotWords: async () => (await request<{ hot_words: { words: string[] } }>('GET', '/api/admin/settings')).hot_words.words,
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
