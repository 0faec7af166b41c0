/**
 * Demo content: article categories (each bound to its storefront section), published articles with
 * generated covers, and a row of links in the published footer so every content page is reachable
 * from the home page.
 */
import path from 'node:path';
import type { Database } from '../db/database.server';
import type { WidgetNode } from '../../src/widgets/types';
import { ARTICLES_HOME, categoryUrl } from '../../src/lib/articles';
import { sanitizeHtml } from '../../compiler/sanitize';
import { CATEGORIES } from './catalog-data';
import { writeImage, type Palette } from './images.server';
import { makeWidget } from './pages';
import { ARTICLE_CATEGORIES } from './content-data';

const DAY = 86_400_000;
const SHOP_PALETTE: Palette = { bg: '#e3f2fd', bg2: '#bbdefb', fg: '#1565c0', accent: '#ff5d02' };

export async function seedContent(db: Database, mediaDir: string): Promise<void> {
  const seedDir = path.join(mediaDir, 'seed');
  const links: { title: string; url: string }[] = [{ title: '文章中心', url: ARTICLES_HOME }];
  // Newest first across the whole site: the first article written is the most recent one.
  let age = 0;
  // One cover per motif: fewer images to draw on a fresh start.
  const covers = new Map<string, Promise<string>>();
  for (const [ci, c] of ARTICLE_CATEGORIES.entries()) {
    const cat = await db.insertInto('article_categories').values({ category_name: c.name, description: c.description, section: c.section, layout: c.layout, sort: ci })
      .returningAll().executeTakeFirstOrThrow();
    links.push({ title: c.name, url: categoryUrl({ category_id: cat.category_id, section: c.section, layout: c.layout }) });
    for (const [ai, a] of c.articles.entries()) {
      let imageUrl = '';
      if (a.cover) {
        const motif = a.cover;
        const palette = motif === 'shop' ? SHOP_PALETTE : CATEGORIES.find((k) => k.motif === motif)?.palette ?? SHOP_PALETTE;
        if (!covers.has(motif)) covers.set(motif, writeImage(seedDir, `article-${motif}`, motif, palette, 400, 260, 700 + covers.size));
        imageUrl = `/media/seed/${await covers.get(motif)}`;
      }
      await db.insertInto('articles').values({
        category_id: cat.category_id, title: a.title, summary: a.summary, content: sanitizeHtml(a.content), image_url: imageUrl,
        author: a.author ?? '', sort: c.layout === 'list' ? 0 : ai, release_status: true, release_time: new Date(Date.now() - (++age * 3 + ci) * DAY),
        seo: JSON.stringify(a.keywords ? { mate_keywords: a.keywords, mate_description: a.summary } : {}) as never,
      }).execute();
    }
  }
  await addFooterLinks(db, links.filter((l) => !['员工须知', '新品预告'].includes(l.title)));
}

/** A line of content links inside the published (and draft) footer panel, between its columns and the copyright. */
async function addFooterLinks(db: Database, links: { title: string; url: string }[]): Promise<void> {
  // Made once: the draft and the published footer must stay identical (same widget uuids).
  const added = links.map((l, i) => ({
    ...makeWidget('W0011', { text: l.title, fontSize: 13, color: '#ddddddff', width: 90, height: 26, data: { linkPage: 'management', linkPageLabel: '文章资讯', title: l.title, url: l.url, href: l.url } }),
    x: i * 100, y: 88, leaf: true,
  } as WidgetNode));
  const rows = await db.selectFrom('page_documents').select(['id', 'widgets']).where('slot', '=', 'footer').execute();
  for (const row of rows) {
    const widgets = (typeof row.widgets === 'string' ? JSON.parse(row.widgets) : row.widgets) as WidgetNode[];
    const panel = widgets.find((w) => w.type === 'W0006');
    if (!panel || !Array.isArray(panel.childWidgets)) continue;
    const children = panel.childWidgets as WidgetNode[];
    children.push(...added);
    await db.updateTable('page_documents').set({ widgets: JSON.stringify(widgets) as never }).where('id', '=', row.id).execute();
  }
}
