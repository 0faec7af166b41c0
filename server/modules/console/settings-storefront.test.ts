/**
 * Console changes the storefront shows, read through the public storefront API: the shop's hot words are the
 * header search box's words (getTemplateContent) and saving them rebuilds every page (the header slot);
 * the site's logo, login background and name answer pctemplate/loginPage/setting and shops/setting; a
 * category reorder is the order of goods/category and rebuilds every page (header category menus).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';

let t: TestApp;
let boss: string;
const published: string[][] = [];
beforeAll(async () => {
  t = await createTestApp({ onPublish: async (slots) => { published.push(slots); return { pages: ['index.html'], ms: 0 }; } });
  boss = await t.operatorToken();
});
afterAll(async () => { await t.close(); });

type Row = { config: string };
const headerWords = async (): Promise<string[]> => {
  const rows = (await t.call('GET', 'pctemplate/getTemplateContent', { page_type: 'header' })).body.data as Row[];
  const words: string[] = [];
  const visit = (w: Record<string, unknown>) => {
    if (w.type === 'W0008') words.push(...(w.data as { title: string }[]).map((k) => k.title));
    (w.childWidgets as Record<string, unknown>[] | undefined)?.forEach(visit);
  };
  rows.forEach((r) => visit(JSON.parse(r.config)));
  return words;
};

describe('hot words', () => {
  it('the header search box shows the shop hot words, and saving them rebuilds every page', async () => {
    expect(await headerWords()).toEqual(['花椒', '火锅底料', '辣椒面', '孜然', '礼盒']);
    const saved = await t.admin(boss, 'PUT', '/settings/hot_words', { words: ['藤椒油', '冒菜底料'] });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ words: ['藤椒油', '冒菜底料'], rebuilt: { pages: ['index.html'] } });
    expect(published.at(-1)).toEqual(['header']);
    expect(await headerWords()).toEqual(['藤椒油', '冒菜底料']);
    // The ECShopX legacy header form answers the same words.
    const legacy = (await t.call('GET', 'pctemplate/getHeaderOrFooter', { page_name: 'header' })).body.data;
    expect(legacy.params).toContain('藤椒油');
  });

  it('refuses a bad list with a Chinese message, changing nothing and rebuilding nothing', async () => {
    const before = published.length;
    const bad = await t.admin(boss, 'PUT', '/settings/hot_words', { words: ['<script>'] });
    expect([bad.status, bad.body.data.message]).toEqual([422, '搜索词含有不允许的字符']);
    expect(published.length).toBe(before);
    expect(await headerWords()).toEqual(['藤椒油', '冒菜底料']);
  });

  it('saving other settings does not rebuild pages', async () => {
    const before = published.length;
    expect((await t.admin(boss, 'PUT', '/settings/sms', { provider: 'log', sign_name: '', template_code: '' })).status).toBe(200);
    expect(published.length).toBe(before);
  });
});

describe('site pictures and name', () => {
  it('the login page reads the logo, background and site name set in the console', async () => {
    const site = { site_name: '川香源旗舰店', logo: '/media/seed/logo.png', login_background: '/media/seed/login-bg.jpg', mobile_redirect: '', statistics_id: '' };
    expect((await t.admin(boss, 'PUT', '/settings/site', site)).status).toBe(200);
    // Media paths go out as absolute URLs, as every storefront answer's do.
    const expected = { logo: expect.stringMatching(/^https?:\/\/[^/]+\/media\/seed\/logo\.png$/), background: expect.stringMatching(/\/media\/seed\/login-bg\.jpg$/), brand_name: '川香源旗舰店' };
    expect((await t.call('GET', 'pctemplate/loginPage/setting')).body.data).toEqual(expected);
    expect((await t.call('GET', 'shops/setting')).body.data).toEqual(expected);
  });
});

describe('category order', () => {
  it('a reorder in the console is the storefront tree order, and every page is rebuilt', async () => {
    const parent = (await t.admin(boss, 'POST', '/categories', { category_name: '排序测试' })).body.data;
    const kids: number[] = [];
    for (const name of ['甲', '乙', '丙']) kids.push((await t.admin(boss, 'POST', '/categories', { category_name: name, parent_id: parent.category_id })).body.data.category_id as number);
    expect(published.at(-1)).toEqual(['header']);
    const before = published.length;
    const order = [kids[2], kids[0], kids[1]];
    const r = await t.admin(boss, 'POST', '/categories/reorder', { parent_id: parent.category_id, ids: order });
    expect(r.body.data).toMatchObject({ status: true, ids: order, rebuilt: { pages: ['index.html'] } });
    expect(published.length).toBe(before + 1);
    const tree = (await t.call('GET', 'goods/category')).body.data as { category_id: number; children: { category_name: string }[] }[];
    expect(tree.find((n) => n.category_id === parent.category_id)!.children.map((k) => k.category_name)).toEqual(['丙', '甲', '乙']);
    // An incomplete order changes nothing and rebuilds nothing.
    expect((await t.admin(boss, 'POST', '/categories/reorder', { parent_id: parent.category_id, ids: [kids[0]] })).body.data.message).toBe('排序须包含该级全部分类');
    expect(published.length).toBe(before + 1);
  });
});
