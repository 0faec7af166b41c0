import { describe, it, expect } from 'vitest';
import { html, nodeOf } from '../test-utils';
import { searchUrl } from './Render';
import { searchHeight } from './schema';

describe('W0008 搜索', () => {
  it('search URL encodes the keyword', () => {
    expect(searchUrl(' 花椒 粉 ')).toBe('/items?keywords=%E8%8A%B1%E6%A4%92%20%E7%B2%89');
  });
  it('38px without hot keywords, 66px with', () => {
    expect(searchHeight({ data: [] })).toBe(38);
    expect(searchHeight({ data: [{ title: 'a' }] })).toBe(66);
    expect(html(nodeOf('W0008'))).toContain('class="w-search" style="height:38px"');
    expect(html(nodeOf('W0008', { data: [{ title: '辣椒' }] }))).toContain('class="w-search" style="height:66px"');
  });
  it('button with gradient, placeholder, theme border', () => {
    const markup = html(nodeOf('W0008', { placeholder: '搜搜看', customerThemeEnabled: true, wgtTheme: '#ff0000' }));
    expect(markup).toContain('placeholder="搜搜看"');
    expect(markup).toContain('linear-gradient(to right, #FF5A00, #FF8600)');
    expect(markup).toContain('border-color:#ff0000');
    expect(html(nodeOf('W0008', { isShowBtn: false }))).not.toContain('w-search-btn');
  });
  it('hot keywords link to their pathData, else search their title', () => {
    const markup = html(nodeOf('W0008', { data: [
      { title: '火锅底料', pathData: { linkPage: 'goods', itemId: 5 }, wgtHotKeywordTextColor: '#8C8C8C' },
      { title: '辣椒', pathData: {} },
    ] }));
    expect(markup).toContain('href="/items/5"');
    expect(markup).toContain('href="/items?keywords=%E8%BE%A3%E6%A4%92"');
  });
  it('the input is read-only outside render mode', () => {
    expect(html(nodeOf('W0008'), 'design')).toContain('readOnly=""');
    expect(html(nodeOf('W0008'), 'render')).not.toContain('readOnly');
  });
});

describe('W0008 聚焦加宽 (focusWidth)', () => {
  it('live pages carry the growth the box takes while focused; the designer canvas does not grow', () => {
    expect(html(nodeOf('W0008', { focusWidth: 150 }))).toMatch(/class="w-search-box" style="border-color:[^"]*;--w-focus-grow:150px"/);
    expect(html(nodeOf('W0008', { focusWidth: 150 }), 'design')).not.toContain('--w-focus-grow');
    expect(html(nodeOf('W0008', { focusWidth: 0 }))).not.toContain('--w-focus-grow');
  });
});
