/**
 * The original ECShopX client's request encoding, reproduced for contract tests: axios 0.x's default
 * query serialiser (arrays as `key[]=…`, each object element as JSON text; its escaping keeps `[]:$,`
 * and turns spaces into `+`), form bodies through `qs.stringify` (indexed brackets), `company_id` / `country_code` added.
 */
import http from 'node:http';
import qs from 'qs';

const encode = (v: string) => encodeURIComponent(v).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+').replace(/%5B/gi, '[').replace(/%5D/gi, ']');

/** axios/lib/helpers/buildURL.js as axios 0.x serialises `params`. */
export function axiosQuery(params: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    const list = Array.isArray(value) ? value : [value];
    const name = Array.isArray(value) ? `${key}[]` : key;
    for (const v of list) {
      const text = v instanceof Date ? v.toISOString() : typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
      parts.push(`${encode(name)}=${encode(text)}`);
    }
  }
  return parts.join('&');
}

export const INJECTED = { company_id: 1, country_code: 'zh-CN' };

/** The client's POST/PUT body: its transformRequest is `qs.stringify(data)` (items[0][item_id]=…). */
export const formBody = (params: Record<string, unknown>) => qs.stringify({ ...params, ...INJECTED });

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface ClientAnswer { status: number; data: any; headers: http.IncomingHttpHeaders }

/** One request over real HTTP as the client's axios instance makes it (src/api/req.js), to a shop on `port`. */
export function clientRequest(port: number, method: Method, path: string, params: Record<string, unknown> = {}, bearer = ''): Promise<ClientAnswer> {
  const q = method === 'GET' ? axiosQuery({ ...params, ...INJECTED }) : '';
  const body = method === 'GET' ? '' : formBody(params);
  const headers: Record<string, string> = { origin: 'http://localhost:3000' };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  if (body) Object.assign(headers, { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) });
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: `/api/h5app/wxapp/${path}${q ? `?${q}` : ''}`, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => { text += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, data: JSON.parse(text).data, headers: res.headers }));
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}
