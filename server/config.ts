/** Configuration read from the environment, in one place (README § Configuration). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteScriptsFromEnv, type SiteScripts } from '../compiler/site-scripts';
import { httpLimitsFromEnv, type HttpLimits } from './http/connections';
import { RECHECK_MS } from './modules/site/static-cache';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Config {
  port: number;
  host: string;
  /** External PostgreSQL; when unset an embedded PostgreSQL runs under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** Where the built storefront is served from (under dataDir, so two instances never share pages). */
  distDir: string;
  /** Astro's raw output, the compiler's input. */
  astroOutDir: string;
  designerDir: string;
  mediaDir: string;
  jwtSecret?: string;
  /** Public origin used in sitemap, JSON-LD and payment return URLs. */
  publicUrl: string;
  /** PUBLIC_URL when it was set explicitly: the origin of absolute media URLs in API answers (else the request's). */
  mediaOrigin?: string;
  production: boolean;
  /** Minutes after which an unpaid order is closed and its stock returned. */
  orderTimeoutMinutes: number;
  /** Origins allowed to call the shopper API from a browser; undefined = any (Bearer tokens are not ambient credentials). */
  corsOrigins?: string[];
  /** Origins allowed to call the admin API from a browser; undefined = same origin only. */
  adminCorsOrigins?: string[];
  /** Where publishes are announced (a CI rebuild trigger), and the HMAC secret that signs them. */
  publishWebhookUrl?: string;
  publishWebhookSecret?: string;
  /**
   * Which proxies to believe for the client address (X-Forwarded-For): false (default, the socket
   * address), a hop count, or a list of proxy addresses / CIDR ranges.
   */
  trustProxy: boolean | number | string[];
  /** Item pages nobody asked for yet made in the background after a build (compiler `warmItems`); WARM_ITEM_PAGES=0 turns it off. */
  warmItemPages: boolean;
  /** Analytics snippet and map provider (BAIDU_TONGJI_ID, CNZZ_ID, UMAMI_*, AMAP_KEY, TENCENT_MAP_KEY); none when unset. */
  siteScripts: SiteScripts;
  /** LOG_LEVEL for `npm start`'s structured logs: fatal, error, warn, info (default), debug, trace, silent. */
  logLevel: string;
  /** METRICS_TOKEN: a Bearer token that opens /metrics from other machines (else loopback only). */
  metricsToken?: string;
  /** Timeouts, connection caps and overload thresholds (server/http/connections.ts). */
  http: HttpLimits;
  /** PUBLIC_API_BASE: where the islands call the API when it is not this origin (joins the page CSP's connect-src). */
  publicApiBase?: string;
  /** MOBILE_URL: mobile browsers are redirected there (same path); undefined = off. */
  mobileUrl?: string;
  /**
   * PAGE_RECHECK_MS: a storefront file changed by anything but this shop's compiler (an operator copying files into
   * dist) is served new within this; the compiler's own writes are new at once. 0: a stat on every request.
   */
  pageRecheckMs: number;
}

/** `a.com, https://b.com` → list; empty/unset → undefined. */
function originList(value: string | undefined): string[] | undefined {
  const list = (value ?? '').split(',').map((s) => s.trim().replace(/\/$/, '')).filter(Boolean);
  return list.length ? list : undefined;
}

/** TRUST_PROXY: unset/false → off; `2` → trust 2 hops; `10.0.0.0/8,127.0.0.1` → trust those proxies. */
export function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const v = (value ?? '').trim();
  if (!v || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (v === 'true') throw new Error('TRUST_PROXY=true would trust any client-supplied X-Forwarded-For; give a hop count or proxy addresses');
  return v.split(',').map((s) => s.trim()).filter(Boolean);
}

/** MOBILE_URL: an http(s) origin with an optional path prefix (`https://m.example.com`, `https://example.com/m`). */
export function parseMobileUrl(value: string | undefined): string | undefined {
  const v = (value ?? '').trim();
  if (!v) return undefined;
  let u: URL;
  try { u = new URL(v); } catch { throw new Error(`MOBILE_URL 不是有效的网址：${v}`); }
  if (!/^https?:$/.test(u.protocol) || u.search || u.hash) throw new Error(`MOBILE_URL 只能是 http(s) 地址（可带路径，不带参数）：${v}`);
  return `${u.origin}${u.pathname.replace(/\/+$/, '')}`;
}

/** PAGE_RECHECK_MS: milliseconds, 0 to 60000; unset → 1000 (site/static-cache.ts RECHECK_MS). */
export function parsePageRecheckMs(value: string | undefined): number {
  const v = (value ?? '').trim();
  if (!v) return RECHECK_MS;
  const n = Number(v);
  if (!/^\d+$/.test(v) || n > 60_000) throw new Error(`PAGE_RECHECK_MS 应为 0 到 60000 之间的整数（毫秒）：${value}`);
  return n;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
export function parseLogLevel(value: string | undefined): string {
  const v = (value ?? '').trim().toLowerCase() || 'info';
  if (!LOG_LEVELS.includes(v)) throw new Error(`LOG_LEVEL 只能是 ${LOG_LEVELS.join('、')}：${value}`);
  return v;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(ROOT_DIR, 'data'));
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    distDir: path.resolve(env.DIST_DIR ?? path.join(dataDir, 'dist')),
    astroOutDir: path.resolve(env.ASTRO_OUT_DIR ?? path.join(ROOT_DIR, '.build', 'astro')),
    designerDir: path.resolve(env.DESIGNER_DIR ?? path.join(ROOT_DIR, '.build', 'designer')),
    mediaDir: path.resolve(env.MEDIA_DIR ?? path.join(dataDir, 'media')),
    jwtSecret: env.JWT_SECRET || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    mediaOrigin: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/$/, '') : undefined,
    production: env.NODE_ENV === 'production',
    orderTimeoutMinutes: Number(env.ORDER_TIMEOUT_MINUTES ?? 30),
    corsOrigins: originList(env.CORS_ORIGINS),
    adminCorsOrigins: originList(env.ADMIN_CORS_ORIGINS),
    publishWebhookUrl: env.PUBLISH_WEBHOOK_URL || undefined,
    publishWebhookSecret: env.PUBLISH_WEBHOOK_SECRET || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    siteScripts: siteScriptsFromEnv(env),
    mobileUrl: parseMobileUrl(env.MOBILE_URL),
    publicApiBase: env.PUBLIC_API_BASE?.trim() || undefined,
    http: httpLimitsFromEnv(env),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    warmItemPages: env.WARM_ITEM_PAGES !== '0',
    pageRecheckMs: parsePageRecheckMs(env.PAGE_RECHECK_MS),
  };
}
