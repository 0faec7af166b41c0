/**
 * The one seam between islands and the commerce API (ECShopX wire contract, spec/api-contract.md §2).
 * Parameters placed per method by wire-request.ts, company_id on every call, Bearer token from the
 * ECSHOPX_TOKEN cookie, `{data}` envelope unwrapped, 401 → login with redirectUrl.
 */
import axios, { type AxiosError, type AxiosRequestConfig, type Method } from 'axios';
import Cookies from 'js-cookie';
import { TOKEN_COOKIE, STORE_TOKEN_COOKIE, COMPANY_ID, REQUEST_TIMEOUT_MS } from './constants';
import { loginHref } from './redirect';
import { showToast } from './stores/toast';
import { encodeBody, encodeQuery, FORM_CONTENT_TYPE, wireRequest } from './wire-request';

/** Base URL of the API: empty means same origin. Set PUBLIC_API_BASE at build time to point elsewhere. */
// Written plainly so Vite (and Vitest's stubEnv) can replace it; undefined outside Vite.
export const API_BASE: string = (import.meta.env?.PUBLIC_API_BASE as string | undefined) ?? '';

const PREFIX = '/api/h5app/wxapp/';

export class ApiError extends Error {
  constructor(message: string, readonly status: number, readonly body?: unknown) {
    super(message);
  }
}

const http = axios.create({
  baseURL: API_BASE,
  timeout: REQUEST_TIMEOUT_MS,
  paramsSerializer: (params) => encodeQuery(params),
  transformRequest: [(data) => (data === undefined ? data : encodeBody(data))],
});

export function getToken(): string | undefined {
  return typeof document === 'undefined' ? undefined : Cookies.get(TOKEN_COOKIE);
}

/** Login URL that returns to this page afterwards. */
export function loginUrl(): string {
  return loginHref(typeof location === 'undefined' ? '/' : location.pathname + location.search);
}

function messageOf(body: unknown): string | undefined {
  const b = body as { data?: { message?: string }; msg?: string; message?: string } | undefined;
  return b?.data?.message || b?.msg || b?.message;
}

export interface CallOptions {
  /** Show a toast on failure (default true). */
  showError?: boolean;
  /**
   * Where login brings the shopper back to when the server answers 401 (default: this page): a purchase's item page
   * with its SKU, quantity and action (lib/resume-buy), so the press is finished after login instead of forgotten.
   */
  loginReturn?: string;
}

/**
 * Once the page is on its way to login, another 401 (a read answered just after) does not set off again: each new
 * navigation aborted the one before. One that returns to a press (`loginReturn`) still replaces a plain one.
 */
let leavingForLogin: 'plain' | 'press' | null = null;
if (typeof addEventListener !== 'undefined') addEventListener('pageshow', (e) => { if ((e as PageTransitionEvent).persisted) leavingForLogin = null; });
function goToLogin(loginReturn?: string): void {
  if (typeof location === 'undefined' || location.pathname.startsWith('/auth/login')) return;
  if (leavingForLogin === 'press' || (leavingForLogin === 'plain' && !loginReturn)) return;
  leavingForLogin = loginReturn ? 'press' : 'plain';
  location.href = loginReturn ? loginHref(loginReturn) : loginUrl();
}

/** Calls `path` (relative to /api/h5app/wxapp/) and resolves with the unwrapped `data`. */
export async function call<T = unknown>(method: Method, path: string, params: Record<string, unknown> = {}, opts: CallOptions = {}): Promise<T> {
  const { query, body: form } = wireRequest(method, params, COMPANY_ID);
  return send<T>({
    url: PREFIX + path.replace(/^\//, ''),
    method,
    params: query,
    data: form,
    headers: form ? { 'Content-Type': FORM_CONTENT_TYPE } : {},
  }, opts);
}

/** Multipart upload of one file (plus text fields) to `path`; same envelope handling as `call`. */
export async function upload<T = unknown>(path: string, file: Blob, fields: Record<string, string> = {}, opts: CallOptions = {}): Promise<T> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ company_id: String(COMPANY_ID), ...fields })) form.append(k, v);
  form.append('file', file); // last: the server reads the text fields that come before the file
  return send<T>({ url: PREFIX + path.replace(/^\//, ''), method: 'POST', data: form, transformRequest: [(d) => d] }, opts);
}

async function send<T>(config: AxiosRequestConfig, opts: CallOptions): Promise<T> {
  const showError = opts.showError !== false;
  const merchant = /\/merchant\//.test(config.url ?? '');
  const token = merchant ? (typeof document === 'undefined' ? undefined : Cookies.get(STORE_TOKEN_COOKIE)) : getToken();
  try {
    const res = await http.request({ ...config, headers: { ...(config.headers as Record<string, string> | undefined), ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
    const body = res.data as { data?: T & { status_code?: number; message?: string } };
    if (body && body.data) {
      if (typeof body.data.status_code === 'number' && body.data.status_code > 300) {
        throw new ApiError(body.data.message ?? '操作失败', body.data.status_code, body);
      }
      return body.data as T;
    }
    throw new ApiError(messageOf(body) ?? '操作失败', res.status, body);
  } catch (err) {
    if (err instanceof ApiError) {
      if (showError) showToast(err.message, 'error');
      throw err;
    }
    const e = err as AxiosError;
    const status = e.response?.status ?? 0;
    if (status === 401 && merchant) {
      // The merchant's session ended: back to the merchant login (/shop), the member stays logged in.
      Cookies.remove(STORE_TOKEN_COOKIE, { path: '/' });
      if (typeof location !== 'undefined' && location.pathname !== '/shop') location.href = '/shop';
      throw new ApiError('请先登录', 401, e.response?.data);
    }
    if (status === 401) {
      Cookies.remove(TOKEN_COOKIE, { path: '/' });
      goToLogin(opts.loginReturn);
      throw new ApiError('请先登录', 401, e.response?.data);
    }
    const message = messageOf(e.response?.data) || (status ? '操作失败' : '网络异常，请稍后重试');
    if (showError) showToast(message, 'error');
    throw new ApiError(message, status, e.response?.data);
  }
}

export const api = {
  get: <T = unknown>(path: string, params?: Record<string, unknown>, opts?: CallOptions) => call<T>('GET', path, params, opts),
  post: <T = unknown>(path: string, params?: Record<string, unknown>, opts?: CallOptions) => call<T>('POST', path, params, opts),
  put: <T = unknown>(path: string, params?: Record<string, unknown>, opts?: CallOptions) => call<T>('PUT', path, params, opts),
  del: <T = unknown>(path: string, params?: Record<string, unknown>, opts?: CallOptions) => call<T>('DELETE', path, params, opts),
};
