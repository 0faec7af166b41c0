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
  it('renders logos at the computed size, title and more link', () => {
    const node = nodeOf('W0004', { width: 1190, column: 4, moreLinkData: { linkPage: 'page', url: '/items' }, data: [{ imgUrl: 'l.png', pathData: { linkPage: 'brand', attribute_id: 2 } }] });
    const markup = html(node);
    expect(markup).toContain('width:290px;height:174px');
    expect(markup).toContain('Logo墙');
    expect(markup).toContain('href="/items"');
    expect(markup).toContain('href="/items?brand_id=2"');
  });
  it('an empty wall shows one placeholder', () => {
    expect(html(nodeOf('W0004', { width: 1190 }), 'design').match(/230px \* 138px/g)).toHaveLength(1);
  });
  it('column must be 3, 4 or 5', () => {
    expect(validate({ ...defaults, column: 6 } as unknown as W0004Value)).toHaveLength(1);
    expect(validate(defaults)).toEqual([]);
  });
});
