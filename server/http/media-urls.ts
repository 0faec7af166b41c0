/**
 * The contract answers images as absolute URLs (api-contract §7): a client on another origin (the
 * original ECShopX storefront, an app) cannot resolve our stored `/media/…` paths. Stored data and the
 * compiled pages keep relative paths (they move with the site to a CDN); the shopper API prefixes them
 * on the way out with PUBLIC_URL, or the request's own origin when unset.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

const MEDIA_PREFIX = '/media/';
/** `/media/` right after a quote: image paths inside embedded JSON strings (template configs) or HTML. */
const QUOTED_MEDIA = /(["'])\/media\//g;

/** Prefixes every media path in a JSON-like value with `origin`; returns new objects only where something changed. */
export function absolutizeMedia<T>(value: T, origin: string): T {
  return walk(value, origin) as T;
}

/**
 * A frozen value can never change, so its rewrite is kept: the catalogue cache freezes what it keeps, and
 * the same list page is then not walked again on every request. Kept for the outermost frozen value only: what
 * it holds is frozen too (the cache freezes deeply) and is never walked without it, while keeping each of a
 * page's rows, pictures and tags apart cost a cold list page a hundred maps.
 */
const rewritten = new WeakMap<object, Map<string, unknown>>();

function walk(value: unknown, origin: string, insideFrozen = false): unknown {
  if (!insideFrozen && value && typeof value === 'object' && Object.isFrozen(value)) {
    const byOrigin = rewritten.get(value) ?? new Map<string, unknown>();
    if (byOrigin.has(origin)) return byOrigin.get(origin);
    const out = walkParts(value, origin, true);
    if (byOrigin.size < 4) byOrigin.set(origin, out); // a handful of origins (PUBLIC_URL or the hosts in use)
    rewritten.set(value, byOrigin);
    return out;
  }
  return walkParts(value, origin, insideFrozen);
}

function walkParts(value: unknown, origin: string, insideFrozen: boolean): unknown {
  if (typeof value === 'string') {
    if (value.startsWith(MEDIA_PREFIX)) return origin + value;
    return value.includes(MEDIA_PREFIX) ? value.replace(QUOTED_MEDIA, `$1${origin}${MEDIA_PREFIX}`) : value;
  }
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    value.forEach((v, i) => {
      const w = walk(v, origin, insideFrozen);
      if (w !== v) (out ??= value.slice())[i] = w;
    });
    return out ?? value;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    let out: Record<string, unknown> | undefined;
    for (const [k, v] of Object.entries(value)) {
      const w = walk(v, origin, insideFrozen);
      if (w !== v) (out ??= { ...(value as Record<string, unknown>) })[k] = w;
    }
    return out ?? value;
  }
  return value;
}

export function requestOrigin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

/** The reverse on the way in: our own absolute media URLs that a client sends back become paths again. */
export function relativizeMedia<T>(value: T, origin: string): T {
  const prefix = origin + MEDIA_PREFIX;
  const visit = (v: unknown): unknown => {
    if (typeof v === 'string') return v.includes(prefix) ? v.split(prefix).join(MEDIA_PREFIX) : v;
    if (Array.isArray(v)) return v.map(visit);
    if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, visit(x)]));
    }
    return v;
  };
  return visit(value) as T;
}

/**
 * Installs the rewrite on a scope (the shopper API): absolute URLs out, and back to stored paths in, so
 * an avatar or after-sales picture the client got from us is recognised as ours when sent back.
 */
export function installAbsoluteMedia(scope: FastifyInstance, publicUrl: string | undefined): void {
  scope.addHook('preValidation', async (req) => {
    const origin = publicUrl ?? requestOrigin(req);
    if (req.body && typeof req.body === 'object') req.body = relativizeMedia(req.body, origin);
    if (req.query && typeof req.query === 'object') req.query = relativizeMedia(req.query, origin);
  });
  scope.addHook('preSerialization', async (req, _reply, payload) => absolutizeMedia(payload, publicUrl ?? requestOrigin(req)));
}
