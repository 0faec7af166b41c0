import { describe, expect, it } from 'vitest';
import { hasListQuery, listParams, listSearch, pageCount, parseListState } from './list-query';

describe('item list URL state', () => {
  it('round-trips through the query string', () => {
    const s = parseListState('?keywords=%E8%8A%B1%E6%A4%92&cat_id=3&page=2&goodsSort=1');
    expect(s).toMatchObject({ keywords: '花椒', cat_id: '3', page: 2, goodsSort: '1' });
    expect(parseListState(listSearch(s))).toEqual(s);
    expect(hasListQuery(parseListState(''))).toBe(false);
    expect(hasListQuery(parseListState('?tag=new'))).toBe(true);
  });
  it('maps onto goods/items params with page size 18', () => {
    expect(listParams(parseListState('?cat_id=3&tag=new'))).toEqual({ page: 1, pageSize: 18, item_type: 'normal', category_id: '3', tag: 'new' });
  });
  it('bad page numbers become 1', () => {
    expect(parseListState('?page=-4').page).toBe(1);
    expect(parseListState('?page=x').page).toBe(1);
  });
});

describe('page count', () => {
  it('is at least 1 and rounds up by 18', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(18)).toBe(1);
    expect(pageCount(37)).toBe(3);
  });
});
