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

function walk(value: unknown, origin: string): unknown {
  if (typeof value === 'string') {
    if (value.startsWith(MEDIA_PREFIX)) return origin + value;
    return value.includes(MEDIA_PREFIX) ? value.replace(QUOTED_MEDIA, `$1${origin}${MEDIA_PREFIX}`) : value;
  }
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    value.forEach((v, i) => {
      const w = walk(v, origin);
      if (w !== v) (out ??= value.slice())[i] = w;
    });
    return out ?? value;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    let out: Record<string, unknown> | undefined;
    for (const [k, v] of Object.entries(value)) {
      const w = walk(v, origin);
      if (w !== v) (out ??= { ...(value as Record<string, unknown>) })[k] = w;
    }
    return out ?? value;
  }
  return value;
}

export function requestOrigin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

/** Installs the rewrite on a scope (the shopper API). */
export function installAbsoluteMedia(scope: FastifyInstance, publicUrl: string | undefined): void {
  scope.addHook('preSerialization', async (req, _reply, payload) => absolutizeMedia(payload, publicUrl ?? requestOrigin(req)));
}
