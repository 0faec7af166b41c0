/**
 * The schema fuzz run: requests generated from every registered route's declaration (valid inputs,
 * hostile fields, hostile encodings), sent through `inject` to the real app and database. A 5xx, or a
 * non-2xx answer outside the contract's error envelope, is a failure.
 */
import fc from 'fast-check';
import qs from 'qs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import type { DeclaredRoute } from '../../server/http/schema';
import { hostileJson, hostileKey, hostileNumber, hostileScalar, keysOf, validArb } from './arbitraries';

export interface FuzzTokens { member: string; operator: string }
export interface FuzzRequest { route: string; kind: string; options: InjectOptions; /** A body over the 2 MB limit, made at send time. */ hugeBody?: boolean }
export interface FuzzFailure { route: string; kind: string; method: string; url: string; payload?: string; status: number; body: string; problem: string }
export interface RouteStats { sent: number; ok: number; rejected: number }
export interface FuzzReport { sent: number; fiveXX: number; routes: Map<string, RouteStats>; failures: FuzzFailure[]; ms: number }

const routeKey = (r: DeclaredRoute) => `${r.method} ${r.url}`;
/** Gateway notifications answer in their own protocols (text `success`/`fail`, `{code, message}`). */
const PROTOCOL_ROUTES = /^\/api\/(alipay|wxpay)\/notify$/;

const PAGE_PATHS = ['', 'index.html', 'items', 'items/1', 'items/99999999999', 'custompage', 'member', 'member/trade/1', 'designer', 'api/x',
  '%E0%A4%A', '%', '..%2f..%2fetc%2fpasswd', '/', '//', '%00', 'a'.repeat(300), 'cart/', '_astro/x.js', 'x.html', '\u00e4'];

function pathFor(route: DeclaredRoute, params: Record<string, unknown>, raw: boolean): string {
  return route.url
    .replace(/:(\w+)/g, (_m, name: string) => {
      const v = params[name];
      const s = typeof v === 'string' ? v : JSON.stringify(v ?? '');
      return raw ? s.replace(/[\s?#]/g, encodeURIComponent) : encodeURIComponent(s);
    })
    .replace('*', () => String(params['*'] ?? ''));
}

function authFor(url: string, tokens: FuzzTokens): fc.Arbitrary<string | undefined> {
  const garbage = fc.constantFrom('Bearer abc.def.ghi', 'Bearer ', 'Basic eA==', `Bearer ${'x'.repeat(3000)}`);
  if (url.startsWith('/api/admin')) return fc.oneof({ arbitrary: fc.constant(`Bearer ${tokens.operator}`), weight: 17 }, { arbitrary: fc.constant(undefined), weight: 1 }, { arbitrary: garbage, weight: 1 }, { arbitrary: fc.constant(`Bearer ${tokens.member}`), weight: 1 });
  return fc.oneof({ arbitrary: fc.constant(`Bearer ${tokens.member}`), weight: 16 }, { arbitrary: fc.constant(undefined), weight: 2 }, { arbitrary: garbage, weight: 1 }, { arbitrary: fc.constant(`Bearer ${tokens.operator}`), weight: 1 });
}

/** One route's requests: valid, one hostile field, hostile extras, or a hostile encoding. */
function routeRequests(route: DeclaredRoute, tokens: FuzzTokens): fc.Arbitrary<FuzzRequest> {
  const d = route.declared ?? {};
  const inputKeys = keysOf(d.input);
  const paramKeys = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]).concat(route.url.includes('*') ? ['*'] : []);
  const validInput = d.input && !d.rawBody ? validArb(d.input as z.ZodTypeAny) : fc.constant({});
  const validParams = d.params ? validArb(d.params as z.ZodTypeAny) : fc.record(Object.fromEntries(paramKeys.map((k) => [k, k === '*' ? fc.constantFrom(...PAGE_PATHS) : fc.constantFrom('1', '2')])));
  const hostileParams = fc.record(Object.fromEntries(paramKeys.map((k) => [k, fc.oneof(hostileScalar, k === '*' ? fc.constantFrom(...PAGE_PATHS) : fc.constant('1'))])));
  const key = fc.oneof(...(inputKeys.length ? [fc.constantFrom(...inputKeys)] : []), fc.constantFrom('company_id', 'a[b][c]', 'x[]', '__proto__', 'constructor', 'toString'));

  const kind = fc.constantFrom('valid', 'valid', 'valid', 'field', 'field', 'field', 'json-field', 'json-field', 'hostile-key', 'extra', 'params', 'encoding', 'encoding');
  return fc.record({
    kind, input: validInput, params: validParams, hostileParams, key, hostile: fc.oneof(hostileScalar, hostileNumber), hostileJson, hostileKey, auth: authFor(route.url, tokens),
    encoding: fc.constantFrom('form', 'json', 'query', 'split'), junk: fc.constantFrom(...ENCODINGS),
  }).map((g) => {
    const input = { ...(g.input as Record<string, unknown>) };
    if (g.kind === 'field' || g.kind === 'extra') input[g.key] = g.hostile;
    if (g.kind === 'json-field') input[g.key] = g.hostileJson;
    if (g.kind === 'hostile-key') input[g.hostileKey] = g.hostile;
    const params = g.kind === 'params' ? g.hostileParams : g.params as Record<string, unknown>;
    const headers: Record<string, string> = {};
    if (g.auth) headers.authorization = g.auth;
    const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
    const encoding = (g.kind === 'json-field' || g.kind === 'hostile-key') && hasBody ? 'json' : hasBody ? g.encoding : 'query';
    let path = pathFor(route, params, g.kind === 'params');
    let payload: string | undefined;
    let hugeBody = false;
    if (g.kind === 'encoding') {
      const junk = g.junk(input);
      hugeBody = !!junk.huge && hasBody;
      if (junk.query) path += `?${junk.query}`;
      if (junk.contentType) headers['content-type'] = junk.contentType;
      payload = junk.body;
      if (junk.path) path = junk.path(path);
    } else if (encoding === 'query') {
      const q = qs.stringify(input);
      if (q) path += `?${q}`;
    } else if (encoding === 'json') {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(input);
    } else {
      const entries = Object.entries(input);
      const half = encoding === 'split' ? Math.ceil(entries.length / 2) : 0;
      const q = qs.stringify(Object.fromEntries(entries.slice(0, half)));
      if (q) path += `?${q}`;
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = qs.stringify(Object.fromEntries(entries.slice(half)));
    }
    const options: InjectOptions = { method: route.method as InjectOptions['method'], url: path, headers, ...(payload !== undefined && hasBody ? { payload } : {}) };
    return { route: routeKey(route), kind: g.kind, options, hugeBody };
  });
}

interface Junk { query?: string; contentType?: string; body?: string; path?: (p: string) => string; huge?: boolean }
const ENCODINGS: ((input: Record<string, unknown>) => Junk)[] = [
  () => ({ contentType: 'application/json', body: '{"a":' }),
  () => ({ contentType: 'application/json', body: '{"__proto__":{"x":1}}' }),
  () => ({ contentType: 'application/json', body: '[1,2,3]' }),
  () => ({ contentType: 'application/json', body: '"text"' }),
  () => ({ contentType: 'application/json', body: '{"toString":1,"valueOf":1}' }),
  () => ({ contentType: 'text/plain', body: 'hello' }),
  () => ({ contentType: 'application/xml', body: '<a/>' }),
  () => ({ contentType: 'multipart/form-data; boundary=zzz', body: '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot an image' }),
  () => ({ contentType: 'multipart/form-data', body: 'garbage' }),
  () => ({ contentType: 'application/x-www-form-urlencoded', body: 'a=%E0%A4%A&b=%' }),
  () => ({ contentType: 'application/x-www-form-urlencoded', body: 'a[b][c][d][e][f][g][h][i][j][k][l]=1&x[99999]=1&y[]=1&y[]=2' }),
  () => ({ contentType: 'application/x-www-form-urlencoded', body: `${'k'.repeat(100)}=${'v'.repeat(100_000)}` }),
  (input) => ({ query: `${qs.stringify(input)}&page=%E0%A4%A` }),
  () => ({ query: 'page[]=1&page[]=2&pageSize[a]=1&item_id[0][1]=2' }),
  () => ({ query: 'x=%00&y=%ud800&z=%F0%9F' }),
  () => ({ path: (p) => `${p}/%E0%A4%A` }),
  () => ({ path: (p) => p.replace(/^\//, '//') }),
  () => ({ path: (p) => `${p}?${'q'.repeat(20_000)}` }),
  () => ({ contentType: 'application/json', huge: true }),
  // Deep nesting (3,000–60,000 levels) as text: no generator could build it as a value.
  () => ({ contentType: 'application/json', body: '['.repeat(3000) + ']'.repeat(3000) }),
  () => ({ contentType: 'application/json', body: '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000) }),
  (input) => ({ contentType: 'application/json', body: JSON.stringify(input).replace(/^\{/, `{"deep":${'['.repeat(60_000)}${']'.repeat(60_000)},`) }),
  (input) => ({ contentType: 'application/x-www-form-urlencoded', body: `${qs.stringify(input)}&config=${encodeURIComponent('['.repeat(30_000) + ']'.repeat(30_000))}` }),
  // NUL and lone surrogates in keys and values, as JSON escapes (they survive the wire as written).
  (input) => ({ contentType: 'application/json', body: JSON.stringify(input).replace(/^\{/, '{"x\\u0000":"1",') }),
  (input) => ({ contentType: 'application/json', body: JSON.stringify(input).replace(/^\{/, '{"a":{"b":["\\ud800"]},') }),
  (input) => ({ contentType: 'application/json', body: JSON.stringify({ ...input, widgets: [{ type: 'W0011', uuid: 'text000001', paddingTop: 9e15, height: { toString: 1 } }] }) }),
  // Multipart filenames with a NUL (plain and RFC 5987), and a lone surrogate's CESU bytes.
  () => multipartFile('filename="a\u0000b.png"'),
  () => multipartFile("filename*=UTF-8''a%00b.png"),
  () => multipartFile("filename*=UTF-8''%ED%A0%80.png"),
];

/** A 1×1 PNG in a multipart body under the given Content-Disposition filename part. */
function multipartFile(filename: string): Junk {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64').toString('latin1');
  return { contentType: 'multipart/form-data; boundary=zzz', body: `--zzz\r\nContent-Disposition: form-data; name="file"; ${filename}\r\nContent-Type: image/png\r\n\r\n${png}\r\n--zzz--\r\n` };
}

const CONTRACT_ENGLISH = ['Unable to authenticate user.'];

/** Is this answer acceptable? undefined when it is, else what is wrong. */
export function problemOf(url: string, res: LightMyRequestResponse): string | undefined {
  // /readyz answers 503 by design when the database takes over 2 s (a busy machine): its own body, not a fault.
  if (res.statusCode === 503 && url.split('?')[0] === '/readyz' && /"status":"unavailable"/.test(res.body)) return undefined;
  if (res.statusCode >= 500) return `HTTP ${res.statusCode}`;
  if (res.statusCode < 400) return undefined;
  const path = url.split('?')[0];
  if (PROTOCOL_ROUTES.test(path)) return undefined;
  const type = String(res.headers['content-type'] ?? '');
  if (!/^\/+api\//.test(path) && /^text\/(html|plain)/.test(type)) return undefined; // the site's 404 page
  let body: { data?: { message?: unknown; status_code?: unknown }; msg?: unknown };
  try { body = JSON.parse(res.body); } catch { return 'non-JSON error body'; }
  const m = body?.data?.message;
  // The contract keeps one English message verbatim: the 401 of an unauthenticated member call (§1.3).
  if (typeof m !== 'string' || !(/[\u4e00-\u9fff]/.test(m) || CONTRACT_ENGLISH.includes(m))) return 'error message missing or not Chinese';
  if (body.data?.status_code !== res.statusCode) return 'status_code differs from HTTP status';
  return undefined;
}

/** Every request of a run, generated from the routes (deterministic for a seed). */
export function requestArbitrary(routes: DeclaredRoute[], tokens: FuzzTokens): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(...routes.map((r) => routeRequests(r, tokens)));
}

export interface FuzzOptions { seed: number; requests: number; budgetMs?: number; concurrency?: number; onProgress?: (sent: number) => void }

export async function runFuzz(app: FastifyInstance, tokens: FuzzTokens, opts: FuzzOptions): Promise<FuzzReport> {
  const routes = app.declaredRoutes;
  const t0 = performance.now();
  const stats = new Map<string, RouteStats>(routes.map((r) => [routeKey(r), { sent: 0, ok: 0, rejected: 0 }]));
  const report: FuzzReport = { sent: 0, fiveXX: 0, routes: stats, failures: [], ms: 0 };
  // Round-robin over routes so that every route is covered, each with its own sampled requests.
  const perRoute = Math.ceil(opts.requests / routes.length);
  const samples = routes.map((r, i) => fc.sample(routeRequests(r, tokens), { seed: opts.seed + i, numRuns: perRoute }));
  const queue: FuzzRequest[] = [];
  for (let n = 0; n < perRoute; n++) for (const s of samples) if (queue.length < opts.requests) queue.push(s[n]);
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      if (opts.budgetMs && performance.now() - t0 > opts.budgetMs) return;
      const req = queue[next++];
      const res = await app.inject(req.hugeBody ? { ...req.options, payload: JSON.stringify({ a: 'x'.repeat(2_200_000) }) } : req.options);
      const st = stats.get(req.route)!;
      st.sent++;
      report.sent++;
      if (res.statusCode < 300) st.ok++; else st.rejected++;
      if (res.statusCode >= 500) report.fiveXX++;
      const problem = problemOf(String(req.options.url), res);
      if (problem) {
        report.failures.push({ route: req.route, kind: req.kind, method: String(req.options.method), url: String(req.options.url).slice(0, 300), payload: typeof req.options.payload === 'string' ? req.options.payload.slice(0, 300) : undefined, status: res.statusCode, body: res.body.slice(0, 300), problem });
      }
      if (report.sent % 1000 === 0) opts.onProgress?.(report.sent);
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency ?? 4 }, worker));
  report.ms = Math.round(performance.now() - t0);
  return report;
}

export function summary(report: FuzzReport): string {
  const covered = [...report.routes.values()].filter((s) => s.sent > 0).length;
  const reachedHandler = [...report.routes.values()].filter((s) => s.ok > 0).length;
  return `requests sent: ${report.sent}, routes covered: ${covered}/${report.routes.size} (answered 2xx at least once: ${reachedHandler}), `
    + `5xx: ${report.fiveXX}, answers outside the envelope: ${report.failures.filter((f) => f.status < 500).length}, ${report.ms} ms`;
}
