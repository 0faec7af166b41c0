import { describe, it, expect, vi } from 'vitest';
import { html, nodeOf } from '../test-utils';
import { validate, defaults, type W0019Value, type NearbyShop } from './schema';

vi.mock('../../lib/api', () => ({ api: { get: vi.fn(async () => ({ list: [{ distributor_id: 1 }], tagList: [{ tag_id: 3, tag_name: '火锅' }] })) } }));
const { api } = await import('../../lib/api');
const { BEIJING, fetchNearby, locate, shopsForTag, tagTabs } = await import('./nearby');

const shop = (id: number, tags: number[] = []): NearbyShop => ({ distributor_id: id, name: `店${id}`, banner: '', logo: '', tagList: tags.map((t) => ({ tag_id: t, tag_name: `t${t}` })) });

describe('W0019 附近商家', () => {
  it('falls back to Beijing without geolocation and asks distributor/list', async () => {
    expect(await locate()).toEqual({ lat: 39.9042, lng: 116.4074 });
    expect(BEIJING).toEqual({ lat: 39.9042, lng: 116.4074 });
    const r = await fetchNearby();
    expect(api.get).toHaveBeenCalledWith('distributor/list', { lat: 39.9042, lng: 116.4074, show_discount: 1, type: 0, sort_type: 1 }, { showError: false });
    expect(r).toEqual({ list: [{ distributor_id: 1 }], tagList: [{ tag_id: 3, tag_name: '火锅' }] });
  });
  it('tabs: 全部 first, then only tags some shop carries', () => {
    const shops = [shop(1, [3]), shop(2)];
    expect(tagTabs(shops, [{ tag_id: 3, tag_name: '火锅' }, { tag_id: 4, tag_name: '空' }])).toEqual([{ tag_id: -1, tag_name: '全部' }, { tag_id: 3, tag_name: '火锅' }]);
  });
  it('a tag really filters; 全部 shows the first 10', () => {
    const shops = Array.from({ length: 12 }, (_, i) => shop(i + 1, i % 2 ? [3] : []));
    expect(shopsForTag(shops, -1)).toHaveLength(10);
    expect(shopsForTag(shops, 3).map((s) => s.distributor_id)).toEqual([2, 4, 6, 8, 10, 12]);
  });
  it('renders stored shops: banner 214×130, logo 70×70, shop link, more link /shops/near', () => {
    const node = nodeOf('W0019', { data: [shop(9)] });
    const design = html(node, 'design');
    expect(design).toContain('214px * 130px');
    expect(design).toContain('70px * 70px');
    expect(design).toContain('附近商家');
    expect(design).toContain('查看更多&gt;');
    const render = html(node, 'render');
    expect(render).toContain('href="/shops/info?distributor_id=9"');
    expect(render).toContain('href="/shops/near"');
    expect(render).toContain('全部');
  });
  it('limits on fonts and border', () => {
    expect(validate(defaults)).toEqual([]);
    expect(validate({ ...defaults, wgtMoreTitleFontSize: 9, wgtShopNameFontSize: 12, wgtShopBorderWidth: 6 } as W0019Value).map((i) => i.path))
      .toEqual(['wgtMoreTitleFontSize', 'wgtShopNameFontSize', 'wgtShopBorderWidth']);
  });
});

describe('W0019 showMore, moreLinkData, columnNums, allTagList', () => {
  const shops = [shop(1, [3]), shop(2, [4]), shop(3, [5])];
  it('更多 goes to moreLinkData when set, else /shops/near; showMore off hides it', () => {
    expect(html(nodeOf('W0019', { data: shops }), 'design')).toMatch(/class="w-link w-nearby-more"[^>]*>查看更多&gt;/);
    expect(html(nodeOf('W0019', { moreLinkData: { linkPage: 'page', url: '/shops' } }))).toMatch(/class="w-link w-nearby-more"[^>]*href="\/shops"/);
    expect(html(nodeOf('W0019', {}))).toMatch(/class="w-link w-nearby-more"[^>]*href="\/shops\/near"/);
    expect(html(nodeOf('W0019', { showMore: false }))).not.toContain('w-nearby-more');
  });
  it('columnNums sets the shops per row: wider cells and banners at 3 or 4, 217px cells at 5', () => {
    const four = html(nodeOf('W0019', { data: shops, columnNums: 4 }), 'design');
    expect(four).toContain('grid-template-columns:repeat(4, 282px)');
    expect(four).toContain('279px * 169px');
    const five = html(nodeOf('W0019', { data: shops }), 'design');
    expect(five).toContain('<ul class="w-nearby-list">');
    expect(five).toContain('214px * 130px');
  });
  it('allTagList: only the chosen tags become tabs, in the order chosen; none chosen = every tag', () => {
    const tags = [3, 4, 5].map((t) => ({ tag_id: t, tag_name: `t${t}` }));
    expect(tagTabs(shops, tags, [{ tag_id: 5, tag_name: 't5' }, { tag_id: 3, tag_name: 't3' }]).map((t) => t.tag_id)).toEqual([-1, 5, 3]);
    expect(tagTabs(shops, tags).map((t) => t.tag_id)).toEqual([-1, 3, 4, 5]);
    const markup = html(nodeOf('W0019', { data: shops, selectTagList: tags, allTagList: [{ tag_id: 4, tag_name: 't4' }] }), 'design');
    expect(markup).toContain('>t4</li>');
    expect(markup).not.toContain('>t3</li>');
  });
  it('columnNums must be 3, 4 or 5', () => {
    expect(validate({ ...defaults, columnNums: 7 } as unknown as W0019Value)).toEqual([{ path: 'columnNums', message: '每行店铺只能是3、4或5列' }]);
  });
});
