/**
 * Serves the built storefront (dist/), the designer SPA (/designer/) and uploaded media (/media/).
 * `/custompage?pageid=N` maps to the pre-rendered `/custompage/N/`; unknown paths get the 404 page.
 * Storefront files come from an in-memory cache with their precompressed bodies (static-cache.ts):
 * Content-Encoding + Vary, ETag revalidation for pages, immutable hashed assets. Every HTML file gets
 * its own Content-Security-Policy with the hashes of the inline scripts it contains.
 */
import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorBody } from '../../http/wire';
import { declare } from '../../http/schema';
import { MEMBER_HOME } from '../../../src/lib/member';
import { inlineScriptHashes, NO_EXTRAS, NON_PAGE_CSP, pageCsp, staticFileHeaders, type PagePolicy } from '../../http/security-headers';
import { createStaticCache, pickEncoding, type CachedFile } from './static-cache';
import { mobileRedirect } from './mobile-redirect';
import { legacyRedirect } from './legacy-routes';
import { VARIANT_FILE } from '../media/variants.server';
import type { ShopMetrics } from '../../http/metrics';
import { answerFirst, createFastPages } from './fast-pages';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Vite's hashed output: assets/<name>-<hash>.<ext>. */
const DESIGNER_ASSET = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

/** Pages ignore their query string (the browser reads it); only `pageid` is looked at, as a number. */
const PageQuery = z.record(z.unknown());

export interface SiteOptions {
  distDir: string; designerDir: string; mediaDir: string;
  /** What pages may load besides our origin (analytics, map provider, API origin, payment forms). */
  pagePolicy?: PagePolicy;
  /** MOBILE_URL: where mobile browsers are sent (mobile-redirect.ts). */
  mobileUrl?: string;
  /** Item pages made on first request (compiler `ensureItemPage`): resolves false when the item has no page. */
  ensureItemPage?: (itemId: number) => Promise<boolean>;
  /** For the request metrics of pages answered ahead of Fastify (fast-pages.ts). */
  metrics?: ShopMetrics;
  /** PAGE_RECHECK_MS: how soon a file changed by anything but the compiler is seen (static-cache.ts). */
  pageRecheckMs?: number;
}

/** How often a visited item page's freshness is checked with the compiler (a stale one is remade behind it). */
const NUDGE_MS = 200;
const ITEM_PAGE = /^\/items\/(\d{1,9})(?:\/|\/index\.html)?$/;

export default async function siteRoutes(app: FastifyInstance, opts: SiteOptions) {
  fs.mkdirSync(opts.distDir, { recursive: true });
  fs.mkdirSync(opts.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.mediaDir, prefix: '/media/', decorateReply: false, maxAge: '7d',
    // Responsive variants never change under their name (a new picture gets a new stem): cached for good.
    setHeaders: (reply, file) => { if (VARIANT_FILE.test(file)) reply.header('cache-control', IMMUTABLE); },
  });
  if (fs.existsSync(opts.designerDir)) {
    // The designer's build writes .br/.gz siblings (designer/precompress.ts); its hashed assets never change
    // under their name, so they are cached for good; index.html is revalidated so a new build shows at once.
    const designerHeaders = staticFileHeaders(opts.pagePolicy ?? NO_EXTRAS);
    await app.register(fastifyStatic, {
      root: opts.designerDir, prefix: '/designer/', decorateReply: false, preCompressed: true,
      setHeaders: (reply, file, stat) => {
        const plain = file.replace(/\.(br|gz)$/, '');
        designerHeaders(reply, plain, plain === file ? stat : fs.statSync(plain));
        reply.header('cache-control', DESIGNER_ASSET.test(plain) ? IMMUTABLE : 'no-cache');
      },
    });
  }
  const dist = createStaticCache(opts.distDir, { recheckMs: opts.pageRecheckMs });
  app.addHook('onClose', async () => dist.close());
  /** Item ids the compiler was told about lately: one message per page per NUDGE_MS, whatever the traffic. */
  const nudged = new Map<number, number>();
  const nudgeItemPage = (id: number) => {
    const now = Date.now();
    if (now - (nudged.get(id) ?? -Infinity) < NUDGE_MS) return;
    if (nudged.size > 10_000) nudged.clear();
    nudged.set(id, now);
    opts.ensureItemPage!(id).catch(() => undefined);
  };
  const cspExtra = opts.pagePolicy ?? NO_EXTRAS;
  /** One policy per HTML body (a rebuilt page has new bytes, so it gets new hashes; its compressed siblings arriving do not). */
  const cspOf = new WeakMap<Buffer, string>();
  const htmlCsp = (f: CachedFile): string => {
    let csp = cspOf.get(f.raw);
    if (!csp) cspOf.set(f.raw, (csp = pageCsp(inlineScriptHashes(f.raw), cspExtra)));
    return csp;
  };

  /** Pages are rebuilt in place, so HTML is revalidated; hashed assets are immutable. */
  const cacheControlOf = (rel: string) => rel.endsWith('.html') ? 'no-cache' : rel.startsWith('/_astro/') ? IMMUTABLE : 'public, max-age=3600';
  const findPage = (candidates: string[], get = dist.get) => {
    for (const rel of candidates) {
      const file = get(rel);
      if (file) return { file, rel };
    }
    return undefined;
  };

  const send = (req: FastifyRequest, reply: FastifyReply, f: CachedFile, status: number, cacheControl: string) => {
    reply.header('Cache-Control', cacheControl).header('ETag', f.etag).header('Vary', reply.getHeader('Vary') ?? 'Accept-Encoding');
    if (f.type.startsWith('text/html')) reply.header('Content-Security-Policy', htmlCsp(f));
    if (status === 200 && req.headers['if-none-match'] === f.etag) return reply.status(304).send();
    const { body, encoding } = pickEncoding(f, req.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.status(status).type(f.type).send(body);
  };

  const sendPage = (req: FastifyRequest, reply: FastifyReply, rel: string, status: number) => {
    const f = dist.get(rel);
    if (!f) return reply.status(status).type('text/plain; charset=utf-8').send(status === 404 ? '抱歉！您所访问的页面不存在！' : '抱歉！应用程序错误异常！');
    return send(req, reply, f, status, 'no-cache');
  };

  app.get('/*', declare({ input: PageQuery }), async (req, reply) => {
    // Leading slashes collapsed: `//host` would otherwise parse as a protocol-relative URL (or not at all).
    const url = new URL(req.url.replace(/^\/+/, '/'), 'http://x');
    if (url.pathname.startsWith('/api/')) return reply.status(404).send(errorBody('接口不存在', 404));
    if (mobileRedirect(req, reply, url, opts.mobileUrl)) return reply;
    let rel: string;
    try { rel = decodeURIComponent(url.pathname); } catch { return sendPage(req, reply, '404.html', 404); }
    if (rel.includes('\0') || rel.split('/').includes('..')) return sendPage(req, reply, '404.html', 404);
    // Dot folders are the build's own (`.trash`: replaced files kept for reuse), never pages.
    if (rel.split('/').some((seg) => seg.startsWith('.') && seg !== '.well-known')) return sendPage(req, reply, '404.html', 404);
    if (rel === '/custompage' || rel === '/custompage/') {
      const id = Number(url.searchParams.get('pageid'));
      if (Number.isInteger(id) && id > 0) rel = `/custompage/${id}/`;
    }
    // Per-order pages are one static page that reads the id from the URL.
    if (/^\/member\/trade\/\d+\/?$/.test(rel)) rel = '/member/trade/detail/';
    if (/^\/member\/aftersales\/\d+\/?$/.test(rel)) rel = '/member/aftersales/detail/';
    if (/^\/pointitems\/\d+\/?$/.test(rel)) rel = '/pointitems/detail/';
    const moved = legacyRedirect(rel, url.search);
    if (moved) return reply.redirect(moved, 301);
    if (rel === '/designer') return reply.redirect('/designer/');
    if (rel === '/member' || rel === '/member/') return reply.redirect(MEMBER_HOME);
    if (rel.startsWith('/designer/')) return sendPage(req, reply, '404.html', 404);
    const candidates = rel.endsWith('/') ? [`${rel}index.html`] : [rel, `${rel}/index.html`, `${rel}.html`];
    const item = opts.ensureItemPage && ITEM_PAGE.exec(rel);
    if (item) {
      const id = Number(item[1]);
      // A page already on disk is served at once and the compiler told behind it (it remakes a stale one for
      // the next visit); only a page not made yet is waited for. Waiting on the compiler process for every
      // visit put an IPC round trip on each request.
      if (candidates.some((c) => dist.get(c))) nudgeItemPage(id);
      else if (!(await opts.ensureItemPage!(id))) return sendPage(req, reply, '404.html', 404);
    }
    const page = findPage(candidates);
    if (page) return send(req, reply, page.file, 200, cacheControlOf(page.rel));
    return sendPage(req, reply, '404.html', 404);
  });

  // The plain page hits, answered ahead of Fastify with the same headers (fast-pages.ts). Not with a mobile
  // redirect configured: which browsers are sent away is the route's decision.
  if (!opts.mobileUrl) {
    answerFirst(app.server, createFastPages({
      find: (candidates) => findPage(candidates, dist.get),
      // As the route's answer gets them: a page its own policy, any other file the strict one (security-headers.ts).
      headersFor: (file, rel) => ({ 'Cache-Control': cacheControlOf(rel), 'Content-Security-Policy': file.type.startsWith('text/html') ? htmlCsp(file) : NON_PAGE_CSP }),
      itemOf: (pathname) => {
        const item = opts.ensureItemPage && ITEM_PAGE.exec(pathname);
        return item ? Number(item[1]) : undefined;
      },
      visitedItem: nudgeItemPage,
      log: app.log,
      metrics: opts.metrics,
    }));
  }
}
