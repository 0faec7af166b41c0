/**
 * Pre-rendered pages answered before Fastify sees the request. A page hit is a few map lookups and one stat
 * (a page renamed over by the compiler is new on the very next request: a folder watch's event can come after
 * the next request's, so it cannot stand in for the stat); through Fastify's
 * hook chain (input checks, schema, cookies, security headers, request id, log, metrics) it was a third of what the same socket could do: wrk measured 3.3k against 10.9k req/s
 * for a bare Node server sending the same bytes. This path sends the same answer as the `/*` route in
 * routes.ts (same headers, 304s, encodings, the request's log line and metrics) for the plain case only:
 * a GET or HEAD of a page path that needs no redirect, rewrite or first render. Anything else, or anything
 * unusual (percent-encoding, dot segments, a proxy's protocol header, a mobile redirect), goes to Fastify.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
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
  /** The item a path is the page of (routes.ts ITEM_PAGE), for `visitedItem`. */
  itemOf(pathname: string): number | undefined;
  /** An item page visit, for the compiler to check its freshness (routes.ts nudgeItemPage). */
  visitedItem(itemId: number): void;
  log: FastifyBaseLogger;
  metrics?: ShopMetrics;
}

type Variant = 'br' | 'gzip' | 'identity';
/** The answer's header list, flat (`writeHead` takes it as is); its last value is the request id, set per request. */
interface Prepared { headers: string[]; body?: Buffer }
interface PerFile { br?: Prepared; gzip?: Prepared; identity?: Prepared; notModified?: Prepared }
/** A plain page path, worked out once: the files that may answer it, and the item it is the page of. */
interface Plan { candidates: string[]; itemId?: number }

/**
 * Paths and Accept-Encoding values remembered at most, and only short ones: a flood of distinct or very long
 * values (up to Node's 16 KB of headers each) only refills the maps, never grows them past about 2.5 MB.
 */
const MAX_REMEMBERED = 10_000;
const MAX_REMEMBERED_LENGTH = 256;
const remember = <V>(map: Map<string, V>, key: string, value: V): V => {
  if (key.length > MAX_REMEMBERED_LENGTH) return value;
  if (map.size >= MAX_REMEMBERED) map.clear();
  map.set(key, value);
  return value;
};

export function createFastPages(o: FastPagesOptions) {
  /**
   * The answer's headers per file and variant, made once: a rebuilt page is a new cache entry, so it gets new
   * ones. Building and spreading these objects per hit was a fifth of the path's time under wrk.
   */
  const made = new WeakMap<CachedFile, PerFile>();
  function prepare(file: CachedFile, rel: string, variant: Variant | 'notModified'): Prepared {
    const h: Record<string, string | number> = { ...o.headersFor(file, rel), ETag: file.etag, Vary: 'Accept-Encoding' };
    let body: Buffer | undefined;
    if (variant !== 'notModified') {
      body = variant === 'br' ? file.br! : variant === 'gzip' ? file.gz! : file.raw;
      if (variant !== 'identity') h['Content-Encoding'] = variant;
      h['Content-Type'] = file.type;
      h['Content-Length'] = body.length;
    }
    Object.assign(h, BASE_HEADERS);
    h['x-request-id'] = '';
    return { headers: Object.entries(h).flatMap(([k, v]) => [k, String(v)]), body };
  }
  const prepared = (file: CachedFile, rel: string, variant: Variant | 'notModified'): Prepared => {
    let perFile = made.get(file);
    if (!perFile) made.set(file, (perFile = {}));
    return perFile[variant] ?? (perFile[variant] = prepare(file, rel, variant));
  };

  /** Which body an Accept-Encoding value takes, per file kind (with or without br/gz siblings). */
  const encodings = new Map<string, { br: boolean; gzip: boolean }>();
  const variantFor = (file: CachedFile, acceptEncoding: string | undefined): Variant => {
    if (!acceptEncoding || (!file.br && !file.gz)) return 'identity';
    let accepts = encodings.get(acceptEncoding);
    if (!accepts) {
      const br = pickEncoding({ br: EMPTY } as CachedFile, acceptEncoding).encoding === 'br';
      const gzip = pickEncoding({ gz: EMPTY } as CachedFile, acceptEncoding).encoding === 'gzip';
      accepts = remember(encodings, acceptEncoding, { br, gzip });
    }
    return file.br && accepts.br ? 'br' : file.gz && accepts.gzip ? 'gzip' : 'identity';
  };

  /** Plans by path; null: not a plain page path (the route answers). */
  const plans = new Map<string, Plan | null>();
  function plan(pathname: string): Plan | null {
    if (!PLAIN_PATH.test(pathname) || pathname.includes('//') || pathname.includes('/.') || NOT_HERE.test(pathname)) return null;
    // Whether a path redirects depends on the path alone (the query only shapes where to).
    if (legacyRedirect(pathname, '')) return null;
    const candidates = pathname.endsWith('/') ? [`${pathname}index.html`] : [pathname, `${pathname}/index.html`, `${pathname}.html`];
    return { candidates, itemId: o.itemOf(pathname) };
  }

  return function answer(req: IncomingMessage, res: ServerResponse): boolean {
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const started = performance.now(); // the logged duration includes finding the page, as the route's does
    const headers = req.headers;
    // Over TLS or behind a proxy the answer depends on the protocol (HSTS, cookies): the full route decides.
    if (headers['x-forwarded-proto'] || (req.socket as { encrypted?: boolean }).encrypted) return false;
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const pathname = q < 0 ? url : url.slice(0, q);
    let p = plans.get(pathname);
    if (p === undefined) p = remember(plans, pathname, plan(pathname));
    if (!p) return false;
    const found = o.find(p.candidates);
    if (!found) return false; // not made yet (a first item visit) or not a page: the route answers
    if (p.itemId !== undefined) o.visitedItem(p.itemId);

    const id = requestId(req);
    const { file, rel } = found;
    const status = headers['if-none-match'] === file.etag ? 304 : 200;
    const ready = prepared(file, rel, status === 304 ? 'notModified' : variantFor(file, headers['accept-encoding']));
    // writeHead copies the list into the answer's head at once: the shared list takes this request's id in place.
    ready.headers[ready.headers.length - 1] = id;
    res.writeHead(status, ready.headers);
    res.end(method === 'HEAD' ? undefined : ready.body);

    const ms = performance.now() - started;
    o.metrics?.observeRequest(method, '/*', status, ms / 1000);
    o.log.info({ reqId: id, method, route: '/*', path: pathname.length > 200 ? pathname.slice(0, 200) : pathname, status, ms: Math.round(ms * 10) / 10 }, 'request');
    return true;
  };
}

const EMPTY = Buffer.alloc(0);

/** Puts `answer` in front of Fastify's own request listener on the same server (timeouts and guards stay). */
export function answerFirst(server: Server, answer: (req: IncomingMessage, res: ServerResponse) => boolean): void {
  const fastify = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (answer(req, res)) return;
    for (const l of fastify) l(req, res);
  });
}
