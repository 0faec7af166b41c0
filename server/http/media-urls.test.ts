import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { absolutizeMedia } from './media-urls';

describe('absolutizeMedia', () => {
  it('prefixes media paths, including inside embedded JSON and HTML, and leaves the input untouched', () => {
    const input = {
      pics: ['/media/seed/a.png', 'https://cdn.example.com/b.png'],
      config: JSON.stringify({ imgUrl: '/media/up/c.webp', text: '/mediaX' }),
      intro: `<p><img src="/media/d.jpg"><img src='/media/e.jpg'></p>`,
      n: 3, none: null, url: '/items/3',
    };
    const copy = structuredClone(input);
    const out = absolutizeMedia(input, 'https://shop.example.com');
    expect(out.pics).toEqual(['https://shop.example.com/media/seed/a.png', 'https://cdn.example.com/b.png']);
    expect(JSON.parse(out.config)).toEqual({ imgUrl: 'https://shop.example.com/media/up/c.webp', text: '/mediaX' });
    expect(out.intro).toBe(`<p><img src="https://shop.example.com/media/d.jpg"><img src='https://shop.example.com/media/e.jpg'></p>`);
    expect(out.url).toBe('/items/3');
    expect(input).toEqual(copy);
  });

  it('returns the very same object when nothing needs a prefix', () => {
    const v = { a: [1, 'x', { b: 'https://x/media/y' }] };
    expect(absolutizeMedia(v, 'https://s')).toBe(v);
  });

  it('rewrites a frozen (cached) value once per origin and keeps using that rewrite', () => {
    const cached = Object.freeze({ list: Object.freeze([Object.freeze({ pic: '/media/a.png' })]) });
    const a = absolutizeMedia({ data: cached }, 'https://a.example');
    const again = absolutizeMedia({ data: cached }, 'https://a.example');
    expect(again.data).toBe(a.data);
    expect(a.data.list[0].pic).toBe('https://a.example/media/a.png');
    expect(absolutizeMedia({ data: cached }, 'https://b.example').data.list[0].pic).toBe('https://b.example/media/a.png');
    expect(cached.list[0].pic).toBe('/media/a.png');
  });
});

describe('shopper API media URLs', () => {
  let byHost: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    byHost = await createTestApp();
    configured = await createTestApp({}, { mediaOrigin: 'https://shop.example.com' });
  });
  afterAll(async () => { await byHost.close(); await configured.close(); });

  const firstPic = async (t: TestApp, host?: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/h5app/wxapp/goods/items?page=1&pageSize=1', headers: host ? { host } : {} });
    return res.json().data.list[0].pics[0] as string;
  };

  it('answers absolute image URLs on the request origin when PUBLIC_URL is unset', async () => {
    expect(await firstPic(byHost, 'shop.local:9000')).toMatch(/^http:\/\/shop\.local:9000\/media\//);
  });

  it('uses PUBLIC_URL when set, in lists, item detail and template configs', async () => {
    expect(await firstPic(configured, 'internal:8080')).toMatch(/^https:\/\/shop\.example\.com\/media\//);
    const list = (await configured.call('GET', 'goods/items', { page: 1, pageSize: 1 })).body.data.list;
    const detail = (await configured.call('GET', `goods/items/${list[0].item_id}`)).body.data;
    expect(JSON.stringify(detail)).not.toMatch(/"\/media\//);
    const tpl = (await configured.call('GET', 'pctemplate/getTemplateContent')).body.data;
    expect(JSON.stringify(tpl)).toContain('https://shop.example.com/media/');
    expect(JSON.stringify(tpl)).not.toMatch(/\\"\/media\//);
  });

  it('leaves the admin API relative (the designer stores paths that move with the site)', async () => {
    const op = await configured.operatorToken();
    const res = await configured.app.inject({ method: 'GET', url: '/api/admin/templates/1', headers: { authorization: `Bearer ${op}` } });
    expect(JSON.stringify(res.json())).not.toContain('https://shop.example.com/media/');
  });
});
