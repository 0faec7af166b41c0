/**
 * Security headers, one source of truth for both layouts: `npm start` sends them from here, and the
 * nginx of the production layout gets them from files generated here (`writeNginxSecurityFiles`, included
 * by deploy/nginx.conf), so a page, an asset or a 404 carries the same set whoever serves it
 * (server/http/behind-nginx.test.ts compares them).
 *
 * A page's Content-Security-Policy allows scripts from our origin plus the sha256 of the inline scripts
 * of the Astro build (read once at start; the compiler adds no inline script of its own, only Astro's
 * shells have them), which is what nginx sends for every page. `npm start` also adds the hashes of any
 * other inline script in the file it serves (cached per file body, so a rebuilt page gets new hashes).
 * Other answers get a policy that allows nothing, which is what a JSON answer or an image needs.
 * HSTS only on answers that came over https (directly, or X-Forwarded-Proto from a trusted proxy).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';
import { scriptOrigins } from '../../compiler/site-scripts';

export const BASE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

/** One year; no includeSubDomains (other hosts of the domain are not ours to decide). */
export const HSTS = 'max-age=31536000';

/** For answers that are not pages: nothing may load, nobody may frame. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'self'; base-uri 'none'";

/** What a page may load besides our own origin, from the configuration. */
export interface PagePolicy {
  /** Hashes of the inline scripts of the Astro build (every page's shell): allowed on every page, in both layouts. */
  buildHashes: string[];
  /** Third-party script origins (analytics, map provider; compiler/site-scripts.ts). */
  scriptOrigins: string[];
  /** A map provider draws in blob: workers. */
  workers: boolean;
  /** Other origins the islands call or load pictures from: PUBLIC_API_BASE, PUBLIC_URL. */
  apiOrigins: string[];
  /** Where payment forms post (Alipay's page pay is a form the cashier submits). */
  formActions: string[];
}

export const NO_EXTRAS: PagePolicy = { buildHashes: [], scriptOrigins: [], workers: false, apiOrigins: [], formActions: [] };

const originOf = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try { const u = new URL(url); return /^https?:$/.test(u.protocol) ? u.origin : undefined; } catch { return undefined; }
};

/** The page policy's extras for this configuration (env: ALIPAY_* as read by the payment module). */
export function pagePolicyOf(config: Pick<Config, 'astroOutDir' | 'siteScripts' | 'publicApiBase' | 'mediaOrigin'>, env: NodeJS.ProcessEnv = process.env): PagePolicy {
  const apiOrigins = [...new Set([originOf(config.publicApiBase), originOf(config.mediaOrigin)].filter((o): o is string => !!o))];
  // Alipay's gateway answers the posted form with redirects inside alipay.com (form-action covers redirects).
  const alipay = env.ALIPAY_APP_ID || config.publicApiBase
    ? [...new Set([originOf(env.ALIPAY_GATEWAY) ?? 'https://openapi.alipay.com', 'https://*.alipay.com'])]
    : [];
  return { buildHashes: buildScriptHashes(config.astroOutDir), scriptOrigins: scriptOrigins(config.siteScripts), workers: !!config.siteScripts?.map, apiOrigins, formActions: alipay };
}

/** The Content-Security-Policy of a page whose own inline scripts hash to `scriptHashes` (the build's are always allowed). */
export function pageCsp(scriptHashes: string[], p: PagePolicy = NO_EXTRAS): string {
  const list = (...parts: (string | string[])[]) => [...new Set(parts.flat())].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", p.buildHashes, scriptHashes, p.scriptOrigins)}`,
    `style-src ${list("'self'", "'unsafe-inline'", p.scriptOrigins)}`,
    `img-src ${list("'self'", 'data:', 'blob:', 'https:', p.apiOrigins)}`,
    `media-src ${list("'self'", 'blob:', 'https:', p.apiOrigins)}`,
    "font-src 'self' data:",
    `connect-src ${list("'self'", p.apiOrigins, p.scriptOrigins)}`,
    ...(p.workers ? ["worker-src 'self' blob:"] : []),
    `form-action ${list("'self'", p.formActions)}`,
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

/** Script types a browser executes; JSON-LD and other data blocks are not scripts to CSP. */
const EXECUTABLE = /^(|module|text\/javascript|application\/javascript|text\/ecmascript|application\/ecmascript)$/i;

/**
 * sha256 sources of the executable inline scripts of an HTML document. Given the file's bytes, it reads them as
 * latin1 (one character per byte: the tags are ASCII) and hashes each script's own bytes, which is the UTF-8 the
 * policy hashes: decoding a 43 KB Chinese page as UTF-8 for this was most of the serving CPU of a page made on request.
 */
export function inlineScriptHashes(html: string | Buffer): string[] {
  const hashes = new Set<string>();
  const bytes = typeof html !== 'string';
  const text = bytes ? html.toString('latin1') : html;
  for (const m of text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1];
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? '';
    if (!EXECUTABLE.test(type.trim())) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(m[2], bytes ? 'latin1' : 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** `setHeaders` for @fastify/static: HTML files get their own policy (recomputed when the file changes). */
export function staticFileHeaders(policy: PagePolicy) {
  const cache = new Map<string, { key: string; csp: string }>();
  return (reply: FastifyReply, file: string, stat: fs.Stats): void => {
    if (!/\.html?$/i.test(file)) return;
    const key = `${stat.size}:${stat.mtimeMs}`;
    let hit = cache.get(file);
    if (hit?.key !== key) {
      hit = { key, csp: pageCsp(inlineScriptHashes(fs.readFileSync(file, 'utf8')), policy) };
      if (cache.size > 5000) cache.clear();
      cache.set(file, hit);
    }
    reply.header('Content-Security-Policy', hit.csp);
  };
}

/** Adds the base headers everywhere, HSTS over https, and the strict policy where no page policy was set. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    reply.headers(BASE_HEADERS);
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', NON_PAGE_CSP);
    return payload;
  });
}

// ——— nginx (production layout) ———

/** Every executable inline script hash in a built folder's HTML (Astro's output: a few dozen files). */
export function buildScriptHashes(dir: string): string[] {
  const hashes = new Set<string>();
  const walk = (d: string) => {
    let entries: fs.Dirent[];
    try { entries = fs.readdirSync(d, { withFileTypes: true }); } catch { return; }
    for (const e of entries) {
      const p = path.join(d, e.name);
      if (e.isDirectory() && !e.name.startsWith('.') && e.name !== '_astro') walk(p);
      else if (e.isFile() && e.name.endsWith('.html')) for (const h of inlineScriptHashes(fs.readFileSync(p, 'utf8'))) hashes.add(h);
    }
  };
  walk(dir);
  return [...hashes].sort();
}

const q = (v: string) => `"${v.replace(/["\\]/g, '\\$&')}"`;

/**
 * `security-maps.conf` (http level: the values) and `security-headers.conf` (in each location that
 * serves files: the add_header lines). The CSP depends on what nginx sends: HTML gets the page policy.
 */
export function nginxSecurityFiles(pagePolicy: string): Record<'security-maps.conf' | 'security-headers.conf', string> {
  const head = '# Generated by server/http/security-headers.ts (npm start writes it after each full build): do not edit.\n';
  return {
    'security-maps.conf': `${head}map $sent_http_content_type $shop_csp {\n  default ${q(NON_PAGE_CSP)};\n  "~^text/html" ${q(pagePolicy)};\n}\n`
      + `map $scheme $shop_hsts {\n  default "";\n  https ${q(HSTS)};\n}\n`,
    'security-headers.conf': head + [
      'add_header Content-Security-Policy $shop_csp always;',
      ...Object.entries(BASE_HEADERS).map(([k, v]) => `add_header ${k} ${q(v)} always;`),
      'add_header Strict-Transport-Security $shop_hsts always;',
    ].join('\n') + '\n',
  };
}

/** Where deploy/nginx.conf includes them from: a dot folder of dist (never served, by either layout). */
export const NGINX_DIR = '.nginx';

/** Writes the nginx header files for this configuration and Astro build into `<distDir>/.nginx/`. */
export function writeNginxSecurityFiles(config: Pick<Config, 'distDir' | 'astroOutDir' | 'siteScripts' | 'publicApiBase' | 'mediaOrigin'>): string {
  const dir = path.join(config.distDir, NGINX_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const files = nginxSecurityFiles(pageCsp([], pagePolicyOf(config)));
  for (const [name, body] of Object.entries(files)) {
    const tmp = path.join(dir, `.${name}.tmp`);
    fs.writeFileSync(tmp, body);
    fs.renameSync(tmp, path.join(dir, name));
  }
  return dir;
}
