import { describe, it, expect } from 'vitest';
import { html, nodeOf } from '../test-utils';
import { logoSize, validate, defaults, type W0004Value } from './schema';

describe('W0004 Logo墙', () => {
  it('width = floor((width − 10·(column−1))/column), height = floor(60%)', () => {
    expect(logoSize(1190, 5)).toEqual({ w: 230, h: 138 });
    expect(logoSize(1190, 4)).toEqual({ w: 290, h: 174 });
    expect(logoSize(1190, 3)).toEqual({ w: 390, h: 234 });
    expect(logoSize(375, 5)).toEqual({ w: 67, h: 40 });
  });
  it('renders logos at the stored logo size (the designer computes it from the columns), title and more link', () => {
    const node = nodeOf('W0004', { width: 1190, column: 4, logoWidth: 290, logoHeight: 174, moreLinkData: { linkPage: 'page', url: '/items' }, data: [{ imgUrl: 'l.png', pathData: { linkPage: 'brand', attribute_id: 2 } }] });
    const markup = html(node);
    expect(markup).toContain('width:290px;height:174px');
    expect(markup).toContain('Logo墙');
    expect(markup).toContain('href="/items"');
    expect(markup).toContain('href="/items?brand_id=2"');
  });
  it('a logo width and height set by hand are what the live page shows', () => {
    const markup = html(nodeOf('W0004', { width: 1190, column: 5, logoWidth: 180, logoHeight: 90, data: [{ imgUrl: 'l.png' }, { imgUrl: 'm.png' }] }));
    expect(markup.match(/<li style="width:180px;height:90px">/g)).toHaveLength(2);
    expect(markup).toContain('width="180" height="90"');
    expect(markup).not.toContain('230px');
  });
  it('without a stored size the column formula applies', () => {
    expect(html(nodeOf('W0004', { width: 1190, column: 3, logoWidth: undefined, logoHeight: undefined, data: [{ imgUrl: 'l.png' }] }))).toContain('width:390px;height:234px');
  });
  it('an empty wall shows one placeholder', () => {
    expect(html(nodeOf('W0004', { width: 1190 }), 'design').match(/230px \* 138px/g)).toHaveLength(1);
  });
  it('column must be 3, 4 or 5', () => {
    expect(validate({ ...defaults, column: 6 } as unknown as W0004Value)).toHaveLength(1);
    expect(validate(defaults)).toEqual([]);
  });
});
