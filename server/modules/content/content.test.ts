/**
 * Content through the public interfaces: the shopper API (published articles only, paged, sanitised),
 * the admin API (create, edit, publish, unpublish, delete, categories; Chinese errors that change
 * nothing), and the pages the real compiler writes and rewrites after each change.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { createCompiler, type Compiler } from '../../../compiler/index';
import { databaseSource } from '../template/compiler-source.server';
import { ARTICLE_PAGE_SIZE } from '../../../src/lib/articles';
import { dangerous, XSS_CORPUS } from '../../../tests/helpers/xss';
import { siteScriptsFromEnv } from '../../../compiler/site-scripts';

const SHELL = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>川香源直销商城</title><meta name="description" content="默认描述"><meta name="shop-slot" content="head"></head><body data-page-config><header><shop-slot name="header"></shop-slot></header><main><shop-slot name="body"></shop-slot></main><footer><shop-slot name="footer"></shop-slot></footer></body></html>`;

let t: TestApp;
let op: string;
let compiler: Compiler;
let dist: string;
const hooks: { onPublish?: (slots: string[]) => Promise<{ pages: string[]; ms: number }> } = {};

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) => t.admin(op, method, url, payload);
const page = (p: string) => { const f = path.join(dist, p.replace(/^\//, ''), 'index.html'); return fs.existsSync(f) ? fs.readFileSync(f, 'utf8') : undefined; };
const categoryId = async (name: string) => (await t.db.selectFrom('article_categories').select('category_id').where('category_name', '=', name).executeTakeFirstOrThrow()).category_id;

beforeAll(async () => {
  t = await createTestApp({ onPublish: (slots) => hooks.onPublish!(slots) });
  op = await t.operatorToken();
  const astro = fs.mkdtempSync(path.join(os.tmpdir(), 'content-astro-'));
  fs.mkdirSync(path.join(astro, 'shell'));
  fs.writeFileSync(path.join(astro, 'shell', 'index.html'), SHELL);
  dist = path.join(astro, 'dist');
  compiler = createCompiler({ source: databaseSource(t.db), config: { distDir: dist, astroOutDir: astro, publicUrl: 'https://shop.example.com' } });
  hooks.onPublish = (slots) => compiler.rebuildSlots(slots);
  await compiler.runFull();
});
afterAll(async () => { await t?.close(); });

describe('shopper API (article/*)', () => {
  it('lists categories with their published counts, and published articles newest first', async () => {
    const cats = await t.call('GET', 'article/category');
    expect(cats.status).toBe(200);
    const story = cats.body.data.list.find((c: { section: string }) => c.section === 'story');
    expect(story).toMatchObject({ category_name: '品牌故事', layout: 'list', article_count: 3 });
    const list = await t.call('GET', 'article/management', { category_id: story.category_id, page: 1, pageSize: 2 });
    expect(list.body.data.total_count).toBe(3);
    expect(list.body.data.list).toHaveLength(2);
    const times = list.body.data.list.map((a: { release_time: number }) => a.release_time);
    expect(times[0]).toBeGreaterThanOrEqual(times[1]);
  });

  it('answers one article with its tdk; a draft or unknown id is 文章不存在', async () => {
    const [first] = (await t.call('GET', 'article/management', { pageSize: 1 })).body.data.list;
    const detail = await t.call('GET', `article/management/${first.article_id}`);
    expect(detail.body.data).toMatchObject({ article_id: first.article_id, title: first.title });
    expect(detail.body.data.content).toContain('<p>');
    const draft = await admin('POST', '/articles', { title: '草稿文章', category_id: first.category_id, content: '<p>未发布</p>' });
    for (const id of [draft.body.data.article_id, 999999]) {
      const res = await t.call('GET', `article/management/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.data.message).toBe('文章不存在');
    }
  });

  it('refuses bad paging with a Chinese message naming the field', async () => {
    const res = await t.call('GET', 'article/management', { pageSize: 500 });
    expect(res.status).toBe(422);
    expect(res.body.data.message).toContain('pageSize');
  });
});

describe('admin API and rebuilds', () => {
  it('needs the operator login', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/articles' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a missing title or unknown category and writes nothing', async () => {
    const before = (await t.db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const noTitle = await admin('POST', '/articles', { category_id: await categoryId('新闻资讯'), content: 'x' });
    expect(noTitle.status).toBe(422);
    expect(noTitle.body.data.message).toBe('请填写文章标题');
    expect((await admin('POST', '/articles', { title: '标题' })).body.data.message).toBe('请选择文章分类');
    expect((await admin('POST', '/article-categories', { category_name: ' ' })).body.data.message).toBe('请填写分类名称');
    const badCategory = await admin('POST', '/articles', { title: '标题', category_id: 999999 });
    expect(badCategory.status).toBe(422);
    expect(badCategory.body.data.message).toBe('文章分类不存在');
    const badImage = await admin('POST', '/articles', { title: '标题', category_id: await categoryId('新闻资讯'), image_url: 'javascript:alert(1)' });
    expect(badImage.status).toBe(422);
    const after = (await t.db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    expect(after).toBe(before);
  });

  it('publishing an article writes its pages and the lists it is in, and nothing else', async () => {
    const news = await categoryId('新闻资讯');
    const storyPage = page('/story');
    const res = await admin('POST', '/articles', {
      title: '川香源成都旗舰店升级开业', category_id: news, summary: '旗舰店重新装修后开业', content: '<h2>开业活动</h2><p>全场九折</p>',
      release_status: true, seo_title: '旗舰店升级开业 - 川香源', keywords: '旗舰店,开业', description: '成都旗舰店升级开业，全场九折',
    });
    expect(res.status).toBe(200);
    const id = res.body.data.article_id;
    expect(res.body.data.rebuilt.pages.sort()).toEqual(expect.arrayContaining([`/article/content/${id}`, `/article/detail/${id}`, '/article', '/news']));
    expect(res.body.data.rebuilt.pages.some((p: string) => p.startsWith('/story') || p.startsWith('/technology'))).toBe(false);
    expect(page('/story')).toBe(storyPage);

    const html = page(`/article/content/${id}`)!;
    expect(html).toContain('<title>旗舰店升级开业 - 川香源</title>');
    expect(html).toContain('<meta name="keywords" content="旗舰店,开业">');
    expect(html).toContain(`<link rel="canonical" href="https://shop.example.com/article/content/${id}">`);
    expect(html).toContain('"@type":"Article"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toMatch(/class="breadcrumb"[\s\S]*href="\/article"[\s\S]*href="\/news"[^>]*>新闻资讯/);
    expect(html).toContain('<h2>开业活动</h2>');
    expect(page('/news')).toContain(`href="/article/content/${id}"`);
    expect(fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).toContain(`/article/content/${id}</loc>`);
    expect(fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).not.toContain('/article/detail/');
  });

  it('moving an article to another category rebuilds both lists; unpublishing removes its pages', async () => {
    const news = await categoryId('新闻资讯');
    const tech = await categoryId('香料知识');
    const created = await admin('POST', '/articles', { title: '花椒油的三种用法', category_id: news, content: '<p>凉拌、拌面、蘸料</p>', release_status: '1' });
    const id = created.body.data.article_id;
    expect(page('/news')).toContain('花椒油的三种用法');
    const moved = await admin('PUT', `/articles/${id}`, { category_id: tech });
    expect(moved.body.data.rebuilt.pages).toEqual(expect.arrayContaining(['/news', '/technology', `/article/content/${id}`]));
    expect(page('/news')).not.toContain('花椒油的三种用法');
    expect(page('/technology')).toContain('花椒油的三种用法');

    const off = await admin('POST', `/articles/${id}/unpublish`);
    expect(off.status).toBe(200);
    expect(page(`/article/content/${id}`)).toBeUndefined();
    expect(page(`/article/detail/${id}`)).toBeUndefined();
    expect(page('/technology')).not.toContain('花椒油的三种用法');
    await admin('POST', `/articles/${id}/publish`);
    expect(page(`/article/content/${id}`)).toContain('花椒油的三种用法');
    const del = await admin('DELETE', `/articles/${id}`);
    expect(del.body.data.status).toBe(true);
    expect(page(`/article/content/${id}`)).toBeUndefined();
    expect((await admin('GET', `/articles/${id}`)).status).toBe(404);

    // Each change is in the operation log with before → after (newest first).
    const log = (await admin('GET', `/operation-logs?entity=article&entity_id=${id}`)).body.data.list as { action: string; before: any; after: any }[];
    expect(log.map((l) => l.action)).toEqual(['删除文章', '发布文章', '撤回文章', '编辑文章', '新增文章']);
    expect([log[3].before.category_id, log[3].after.category_id]).toEqual([news, tech]);
    expect([log[2].before, log[2].after]).toEqual([{ release_status: true }, { release_status: false }]);
    expect([log[0].before.title, log[0].after, log[4].before]).toEqual(['花椒油的三种用法', null, null]);
  });

  it('pages lists statically and removes pages a shorter list no longer has', async () => {
    const cat = await admin('POST', '/article-categories', { category_name: '测试分页', layout: 'list' });
    const cid = cat.body.data.category_id;
    const ids: number[] = [];
    for (let i = 1; i <= ARTICLE_PAGE_SIZE + 2; i++) ids.push((await admin('POST', '/articles', { title: `分页文章${i}`, category_id: cid, release_status: true })).body.data.article_id);
    const first = page(`/article/node/${cid}`)!;
    expect(first).toContain(`href="/article/node/${cid}/page/2"`);
    expect(first).toContain('第 1 / 2 页');
    expect(page(`/article/node/${cid}/page/2`)).toContain('第 2 / 2 页');
    for (const id of ids.slice(0, 3)) await admin('DELETE', `/articles/${id}`);
    expect(page(`/article/node/${cid}/page/2`)).toBeUndefined();
    expect(page(`/article/node/${cid}`)).not.toContain('/page/2');
  });

  it('categories: a section is taken once; a category with articles cannot be deleted', async () => {
    const taken = await admin('POST', '/article-categories', { category_name: '另一个故事', section: 'story' });
    expect(taken.status).toBe(422);
    expect(taken.body.data.message).toBe('该栏目已被其他分类使用');
    const bad = await admin('POST', '/article-categories', { category_name: '坏栏目', section: 'nope' });
    expect(bad.status).toBe(422);
    const used = await admin('DELETE', `/article-categories/${await categoryId('新闻资讯')}`);
    expect(used.status).toBe(422);
    expect(used.body.data.message).toContain('还有文章');
    const renamed = await admin('PUT', `/article-categories/${await categoryId('新闻资讯')}`, { category_name: '川香动态' });
    expect(renamed.status).toBe(200);
    expect(page('/news')).toContain('<h1>川香动态</h1>');
    const list = await admin('GET', '/article-categories');
    expect(list.body.data.list.find((c: { category_name: string }) => c.category_name === '川香动态').article_count).toBeGreaterThan(0);
  });

  it('single and faq layouts show the articles themselves; every section route exists', async () => {
    expect(page('/license')).toContain('统一社会信用代码');
    const faqs = page(`/article/faqs/${await categoryId('常见问题')}`)!;
    expect(faqs).toMatch(/<details id="q\d+"><summary>下单后多久发货？<\/summary>/);
    expect(page('/license/staff')).toContain('员工内购');
    for (const p of ['/article', '/news', '/story', '/technology', '/frenchstyle', '/precollection']) expect(page(p), p).toContain('class="breadcrumb"');
  });
});

describe('XSS corpus through the admin API and the compiled page', () => {
  it('stores and renders every payload inert', async () => {
    const body = XSS_CORPUS.map((p, i) => `<p>段落${i}</p>${p}`).join('\n');
    const res = await admin('POST', '/articles', { title: '<img src=x onerror=alert(1)>标题', summary: '"><script>alert(1)</script>', category_id: await categoryId('香料知识'), content: body, release_status: true });
    expect(res.status).toBe(200);
    const id = res.body.data.article_id;
    expect(dangerous(res.body.data.content)).toEqual([]);
    const stored = await t.db.selectFrom('articles').select('content').where('article_id', '=', id).executeTakeFirstOrThrow();
    expect(dangerous(stored.content)).toEqual([]);
    // Stored raw by some other path (SQL, an import): the page is still sanitised when rendered.
    await t.db.updateTable('articles').set({ content: body }).where('article_id', '=', id).execute();
    await compiler.rebuildSlots([`article:${id}`]);
    const html = page(`/article/content/${id}`)!;
    const main = html.slice(html.indexOf('<main>'), html.indexOf('</main>'));
    expect(main).toContain('段落0');
    expect(dangerous(main)).toEqual([]);
    expect(main).toMatch(/&lt;img src=x onerror=alert\(1\)&gt;标题/);
    const api = await t.call('GET', `article/management/${id}`);
    expect(dangerous(api.body.data.content)).toEqual([]);
  });
});

describe('configured analytics', () => {
  it('every rebuilt page carries the async snippet; without configuration none does', async () => {
    const [a] = (await t.call('GET', 'article/management', { pageSize: 1 })).body.data.list;
    expect(page(`/article/content/${a.article_id}`)).not.toContain('hm.baidu.com');
    const other = path.join(dist, '..', 'dist-analytics');
    const withStats = createCompiler({ source: databaseSource(t.db), config: { distDir: other, astroOutDir: path.dirname(dist), publicUrl: 'https://shop.example.com', siteScripts: siteScriptsFromEnv({ BAIDU_TONGJI_ID: '0123456789abcdef0123456789abcdef' }) } });
    await withStats.rebuildSlots([`article:${a.article_id}`]);
    const html = fs.readFileSync(path.join(other, 'article', 'content', String(a.article_id), 'index.html'), 'utf8');
    expect(html).toMatch(/<head>[\s\S]*<script async src="https:\/\/hm\.baidu\.com\/hm\.js\?0123456789abcdef0123456789abcdef"><\/script>[\s\S]*<\/head>/);
  });
});
