/** Per-page SEO head tags, JSON-LD for items, sitemap.xml and robots.txt. Pure. */
import { escapeHtml } from './shell';

export interface Seo { title: string; keywords?: string; description?: string; canonical?: string }

export function seoHead(seo: Seo, extra = ''): string {
  const tags = [
    seo.keywords ? `<meta name="keywords" content="${escapeHtml(seo.keywords)}">` : '',
    seo.description ? `<meta name="description" content="${escapeHtml(seo.description)}">` : '',
    seo.canonical ? `<link rel="canonical" href="${escapeHtml(seo.canonical)}">` : '',
  ];
  return tags.join('') + extra;
}

/** Removes the layout's default description when a page brings its own. */
export function dropDefaultDescription(html: string): string {
  // Every item and article page asks this of the same shell: one copy for all (pages keep it between builds).
  if (html !== lastShell.html) lastShell = { html, dropped: html.replace(/<meta name="description" content="[^"]*">/, '') };
  return lastShell.dropped;
}
let lastShell = { html: '', dropped: '' };

export interface ProductLd { name: string; description: string; images: string[]; sku: string; priceFen: number; inStock: boolean; url: string; brand: string }

export function productJsonLd(p: ProductLd): string {
  const data = {
    '@context': 'https://schema.org', '@type': 'Product', name: p.name, description: p.description, image: p.images, sku: p.sku,
    brand: { '@type': 'Brand', name: p.brand },
    offers: { '@type': 'Offer', priceCurrency: 'CNY', price: (p.priceFen / 100).toFixed(2), availability: `https://schema.org/${p.inStock ? 'InStock' : 'OutOfStock'}`, url: p.url },
  };
  // `<` escaped so the JSON can never close the script element.
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((p) => `<url><loc>${escapeHtml(origin + p)}</loc></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /cart\nDisallow: /cashier\nDisallow: /member\nDisallow: /designer/\nDisallow: /api/\nSitemap: ${origin}/sitemap.xml\n`;
}
