/**
 * Pre-rendered pages answered before Fastify sees the request. A page hit is a map lookup and one stat
 * (static-cache.ts); through Fastify's hook chain (input checks, schema, cookies, security headers, request
 * id, log, metrics) it was a third of what the same socket could do: wrk measured 3.3k against 10.9k req/s
 * for a bare Node server sending the same bytes. This path sends the same answer as the `/*` route in
 * routes.ts (same headers, 304s, encodings, the request's log line and metrics) for the plain case only:
 * a GET or HEAD of a page path that needs no redirect, rewrite or first render. Anything else, or anything
 * unusual (percent-encoding, dot segments, a proxy's protocol header, a mobile redirect), goes to Fastify.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { BASE_HEADERS } from '../../http/security-headers';
import { requestId } from '../../http/observability';
import type { ShopMetrics } from '../../http/metrics';
import type { CachedFile } from './static-cache';
import { pickEncoding } from './static-cache';
import { legacyRedirect } from './legacy-routes';

/** Plain page paths: letters, digits and - _ . / only (anything else takes the full route). */
const PLAIN_PATH = /^\/[A-Za-z0-9_\-./]*$/;
/** Paths the route rewrites, redirects or serves from elsewhere. */
const NOT_HERE = /^\/(?:api|designer|media|member|custompage|pointitems)(?:\/|$)/;

export interface FastPagesOptions {
  /** The page for a path as the `/*` route finds it (candidates in order), or undefined. */
  find(candidates: string[]): { file: CachedFile; rel: string } | undefined;
  /** Headers the route adds for a page file (cache policy and, for HTML, its CSP). */
  headersFor(file: CachedFile, rel: string): Record<string, string>;
  /** An item page visit, for the compiler to check its freshness (routes.ts nudgeItemPage); ignored for other pages. */
  visited(pathname: string): void;
  log: FastifyBaseLogger;
  metrics?: ShopMetrics;
}

type Variant = 'br' | 'gzip' | 'identity' | 'not-modified';
interface Prepared { headers: string[]; body?: Buffer }

export function createFastPages(o: FastPagesOptions) {
  /**
   * The answer's headers per file and variant, made once: a rebuilt page is a new cache entry, so it gets new
   * ones. Building and spreading these objects per hit was a fifth of the path's time under wrk.
   */
  const made = new WeakMap<CachedFile, Map<Variant, Prepared>>();
  function prepared(file: CachedFile, rel: string, variant: Variant): Prepared {
    let byVariant = made.get(file);
    if (!byVariant) made.set(file, (byVariant = new Map()));
    let ready = byVariant.get(variant);
    if (ready) return ready;
    const h: Record<string, string | number> = { ...o.headersFor(file, rel), ETag: file.etag, Vary: 'Accept-Encoding' };
    let body: Buffer | undefined;
    if (variant !== 'not-modified') {
      body = variant === 'br' ? file.br! : variant === 'gzip' ? file.gz! : file.raw;
      if (variant !== 'identity') h['Content-Encoding'] = variant;
      h['Content-Type'] = file.type;
      h['Content-Length'] = body.length;
    }
    Object.assign(h, BASE_HEADERS);
    ready = { headers: Object.entries(h).flatMap(([k, v]) => [k, String(v)]), body };
    byVariant.set(variant, ready);
    return ready;
  }

  return function answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const started = process.hrtime.bigint(); // the logged duration includes finding the page, as the route's does
    // Over TLS or behind a proxy the answer depends on the protocol (HSTS, cookies): the full route decides.
    if (req.headers['x-forwarded-proto'] || (req.socket as { encrypted?: boolean }).encrypted) return false;
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const pathname = q < 0 ? url : url.slice(0, q);
    if (!PLAIN_PATH.test(pathname) || pathname.includes('//') || pathname.includes('/.') || NOT_HERE.test(pathname)) return false;
    if (legacyRedirect(pathname, q < 0 ? '' : url.slice(q))) return false;
    const candidates = pathname.endsWith('/') ? [`${pathname}index.html`] : [pathname, `${pathname}/index.html`, `${pathname}.html`];
    const found = o.find(candidates);
    if (!found) return false; // not made yet (a first item visit) or not a page: the route answers
    o.visited(pathname);

    const id = requestId(req);
    const { file, rel } = found;
    const status = req.headers['if-none-match'] === file.etag ? 304 : 200;
    const ready = status === 304 ? prepared(file, rel, 'not-modified') : prepared(file, rel, pickEncoding(file, req.headers['accept-encoding']).encoding ?? 'identity');
    const headers = ready.headers.slice();
    headers.push('x-request-id', id);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : ready.body);

    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    o.metrics?.observeRequest(req.method!, '/*', status, ms / 1000);
    o.log.info({ reqId: id, method: req.method, route: '/*', path: pathname.slice(0, 200), status, ms: Math.round(ms * 10) / 10 }, 'request');
    return true;
  };
}

/** Puts `answer` in front of Fastify's own request listener on the same server (timeouts and guards stay). */
export function answerFirst(server: Server, answer: (req: IncomingMessage, res: ServerResponse) => boolean): void {
  const fastify = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (answer(req, res)) return;
    for (const l of fastify) l(req, res);
  });
}
