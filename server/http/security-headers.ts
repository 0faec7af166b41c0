/**
 * Security headers on every answer (pages, designer, API, media). A page's Content-Security-Policy
 * allows scripts from our origin plus the sha256 of each inline script the built file actually
 * contains (Astro's island loader today, whatever a later build emits tomorrow), computed from the
 * file when served and cached by its size and mtime. Everything else gets a policy that allows
 * nothing, which is what a JSON answer or an image needs.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const BASE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

/** For answers that are not pages: nothing may load, nobody may frame. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'self'; base-uri 'none'";

/** Script types a browser executes; JSON-LD and other data blocks are not scripts to CSP. */
const EXECUTABLE = /^(|module|text\/javascript|application\/javascript|text\/ecmascript|application\/ecmascript)$/i;

/** sha256 sources of the executable inline scripts of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1];
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? '';
    if (!EXECUTABLE.test(type.trim())) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * `origins`: third-party script origins the shop configured (analytics, map provider; compiler/site-scripts.ts).
 * `workers`: a map provider draws in blob: workers, allowed as workers only (not as scripts).
 */
export function pageCsp(scriptHashes: string[], extra: { origins?: string[]; workers?: boolean } = {}): string {
  const sources = [...scriptHashes, ...(extra.origins ?? [])];
  return [
    `script-src 'self'${sources.length ? ` ${sources.join(' ')}` : ''}`,
    ...(extra.workers ? ["worker-src 'self' blob:"] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

const cache = new Map<string, { key: string; csp: string }>();

/** The CSP of an HTML file on disk (recomputed when a rebuild changes the file). */
export function cspForFile(file: string, stat?: fs.Stats): string {
  const s = stat ?? fs.statSync(file);
  const key = `${s.size}:${s.mtimeMs}`;
  const hit = cache.get(file);
  if (hit?.key === key) return hit.csp;
  const csp = pageCsp(inlineScriptHashes(fs.readFileSync(file, 'utf8')));
  if (cache.size > 5000) cache.clear();
  cache.set(file, { key, csp });
  return csp;
}

/** `setHeaders` for @fastify/static: HTML files get their own policy. */
export function staticFileHeaders(reply: FastifyReply, file: string, stat: fs.Stats): void {
  if (/\.html?$/i.test(file)) reply.header('Content-Security-Policy', cspForFile(file, stat));
}

/** Adds the base headers everywhere and the strict policy where no page policy was set. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.headers(BASE_HEADERS);
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', NON_PAGE_CSP);
    return payload;
  });
}
