/**
 * Mobile redirect (storefront spec: mobile devices go to the mobile site). With MOBILE_URL set, a page
 * request from a phone answers 302 to MOBILE_URL + the same path and query; `?pc=1` keeps the desktop
 * site (and remembers it in a cookie for 30 days), `?pc=0` forgets that. Done here, before any byte of
 * the page, never by a script in the page. The same rule for nginx or a CDN is in deploy/nginx.conf.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const PC_COOKIE = 'pc_view';
const PC_COOKIE_DAYS = 30;

/** Phones, not tablets: Mozilla's advice ("Mobi") plus the older phone browsers that lack it. */
const MOBILE_UA = /Mobi|iPhone|iPod|Android.*Mobile|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|HarmonyOS.*Phone/i;

export const isMobileUserAgent = (ua: string | undefined) => !!ua && MOBILE_UA.test(ua);

/** Page URLs only: assets, media, the designer and the API are never redirected. */
const isPagePath = (p: string) => !/^\/(?:_astro|media|designer|api)(?:\/|$)/.test(p) && (!/\.[a-z0-9]+$/i.test(p) || p.endsWith('.html'));

/**
 * Decides for one page request: answers the redirect itself (and returns true), or sets/clears the
 * opt-out cookie and returns false so the page is served. `url` is the request's parsed URL.
 */
export function mobileRedirect(req: FastifyRequest, reply: FastifyReply, url: URL, mobileUrl: string | undefined): boolean {
  if (!mobileUrl || !isPagePath(url.pathname)) return false;
  // Caches in front of us keep phone and desktop answers apart.
  reply.header('Vary', 'User-Agent, Cookie, Accept-Encoding');
  const pc = url.searchParams.get('pc');
  if (pc === '1') {
    reply.setCookie(PC_COOKIE, '1', { path: '/', maxAge: PC_COOKIE_DAYS * 86400, sameSite: 'lax', secure: req.protocol === 'https' });
    return false;
  }
  if (pc === '0') reply.clearCookie(PC_COOKIE, { path: '/' });
  else if (req.cookies?.[PC_COOKIE] === '1') return false;
  if (!isMobileUserAgent(req.headers['user-agent'])) return false;
  url.searchParams.delete('pc');
  const query = url.searchParams.toString();
  void reply.status(302).header('Cache-Control', 'private, no-store').header('Location', `${mobileUrl}${url.pathname}${query ? `?${query}` : ''}`).send();
  return true;
}
