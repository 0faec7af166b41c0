/**
 * Serves the built storefront (dist/), the designer SPA (/designer/) and uploaded media (/media/).
 * `/custompage?pageid=N` maps to the pre-rendered `/custompage/N/`; unknown paths get the 404 page.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBody } from '../../http/wire';
import { declare } from '../../http/schema';

/** Pages ignore their query string (the browser reads it); only `pageid` is looked at, as a number. */
const PageQuery = z.record(z.unknown());
import { MEMBER_HOME } from '../../../src/lib/member';
import { staticFileHeaders } from '../../http/security-headers';

export interface SiteOptions { distDir: string; designerDir: string; mediaDir: string }

export default async function siteRoutes(app: FastifyInstance, opts: SiteOptions) {
  fs.mkdirSync(opts.distDir, { recursive: true });
  fs.mkdirSync(opts.mediaDir, { recursive: true });
  // serve:false: only `reply.sendFile`; the catch-all below resolves paths at request time, so rebuilt files are seen.
  // setHeaders gives every HTML file its own Content-Security-Policy (script hashes from the file).
  await app.register(fastifyStatic, { root: opts.distDir, serve: false, cacheControl: false, setHeaders: staticFileHeaders });
  await app.register(fastifyStatic, { root: opts.mediaDir, prefix: '/media/', decorateReply: false, maxAge: '7d' });
  if (fs.existsSync(opts.designerDir)) {
    await app.register(fastifyStatic, { root: opts.designerDir, prefix: '/designer/', decorateReply: false, setHeaders: staticFileHeaders });
  }

  const sendPage = (rel: string, status: number, reply: import('fastify').FastifyReply) => {
    const file = path.join(opts.distDir, rel);
    if (!fs.existsSync(file)) return reply.status(status).type('text/plain; charset=utf-8').send(status === 404 ? '抱歉！您所访问的页面不存在！' : '抱歉！应用程序错误异常！');
    return reply.status(status).header('Cache-Control', 'no-cache').sendFile(rel);
  };

  app.get('/*', declare({ input: PageQuery }), async (req, reply) => {
    // Leading slashes collapsed: `//host` would otherwise parse as a protocol-relative URL (or not at all).
    const url = new URL(req.url.replace(/^\/+/, '/'), 'http://x');
    if (url.pathname.startsWith('/api/')) return reply.status(404).send(errorBody('接口不存在', 404));
    let rel: string;
    try { rel = decodeURIComponent(url.pathname); } catch { return sendPage('404.html', 404, reply); }
    if (rel.includes('\0') || rel.split('/').includes('..')) return sendPage('404.html', 404, reply);
    if (rel === '/custompage' || rel === '/custompage/') {
      const id = Number(url.searchParams.get('pageid'));
      if (Number.isInteger(id) && id > 0) rel = `/custompage/${id}/`;
    }
    // Per-order pages are one static page that reads the id from the URL.
    if (/^\/member\/trade\/\d+\/?$/.test(rel)) rel = '/member/trade/detail/';
    if (/^\/member\/aftersales\/\d+\/?$/.test(rel)) rel = '/member/aftersales/detail/';
    if (rel === '/designer') return reply.redirect('/designer/');
    if (rel === '/member' || rel === '/member/') return reply.redirect(MEMBER_HOME);
    if (rel.startsWith('/designer/')) return sendPage('404.html', 404, reply);
    const candidates = rel.endsWith('/') ? [`${rel}index.html`] : [rel, `${rel}/index.html`, `${rel}.html`];
    for (const c of candidates) {
      const file = path.join(opts.distDir, c);
      if (file.startsWith(opts.distDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        // Pages are rebuilt in place, so HTML is revalidated; hashed assets are immutable.
        const cache = c.endsWith('.html') ? 'no-cache' : c.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
        return reply.header('Cache-Control', cache).sendFile(c);
      }
    }
    return sendPage('404.html', 404, reply);
  });
}
