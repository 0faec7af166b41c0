/**
 * Settings the storefront shows, read through the public storefront API: the shop's hot words are the
 * header search box's words (getTemplateContent) and saving them rebuilds every page (the header slot);
 * the site's logo, login background and name answer pctemplate/loginPage/setting and shops/setting.
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
