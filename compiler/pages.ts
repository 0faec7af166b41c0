/**
 * The page plan: every file the compiler writes and what it depends on, so a publish rebuilds only
 * the affected pages. Pure.
 */
import type { ContentPlan } from './articles';

export type PagePlan =
  | ContentPlan
  | { kind: 'template'; file: string; path: string; templateId: number }
  | { kind: 'list'; file: string; path: string }
  | { kind: 'item'; file: string; path: string; itemId: number }
  | { kind: 'astro'; file: string; path: string };

const fileOf = (p: string) => (p === '/' ? 'index.html' : `${p.replace(/^\//, '')}/index.html`);

/** Home is served at /, /home and /shopadmin/index; a custom page at /custompage/N and /product/N. */
export function templatePages(templateId: number, isHome: boolean): PagePlan[] {
  const paths = isHome ? ['/', '/home', '/shopadmin/index'] : [`/custompage/${templateId}`, `/product/${templateId}`];
  return paths.map((path) => ({ kind: 'template', file: fileOf(path), path, templateId }));
}

export const listPage = (): PagePlan => ({ kind: 'list', file: fileOf('/items'), path: '/items' });
export const itemPage = (itemId: number): PagePlan => ({ kind: 'item', file: fileOf(`/items/${itemId}`), path: `/items/${itemId}`, itemId });
export const astroPage = (file: string): PagePlan => ({ kind: 'astro', file, path: ('/' + file.replace(/index\.html$/, '').replace(/\.html$/, '')).replace(/(.)\/$/, '$1') });

/** Paths worth listing in sitemap.xml (shopper-facing content, not carts or member pages). */
export function sitemapPaths(plans: PagePlan[]): string[] {
  return plans.filter((p) => p.kind !== 'astro' && !p.path.startsWith('/home') && !p.path.startsWith('/shopadmin') && !p.path.startsWith('/product/') && !p.path.startsWith('/article/detail/')).map((p) => p.path);
}
