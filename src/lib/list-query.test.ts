import { describe, expect, it } from 'vitest';
import { hasListQuery, listParams, listSearch, listTitle, pageCount, parseListState, priceRangeError } from './list-query';

describe('item list URL state', () => {
  it('round-trips through the query string', () => {
    const s = parseListState('?keywords=%E8%8A%B1%E6%A4%92&cat_id=3&page=2&goodsSort=1');
    expect(s).toMatchObject({ keywords: '花椒', cat_id: '3', page: 2, goodsSort: '1' });
    expect(parseListState(listSearch(s))).toEqual(s);
    expect(hasListQuery(parseListState(''))).toBe(false);
    expect(hasListQuery(parseListState('?tag=new'))).toBe(true);
  });
  it('maps onto goods/items params with page size 18', () => {
    expect(listParams(parseListState('?cat_id=3&tag=new'))).toEqual({ page: 1, pageSize: 18, item_type: 'normal', is_tdk: 1, category_id: '3', tag: 'new' });
    expect(listParams(parseListState('?brand_id=2&start_price=10&end_price=20.5'))).toMatchObject({ brand_id: '2', start_price: '10', end_price: '20.5' });
    expect(listSearch(parseListState('?brand_id=2&end_price=20.5&page=2'))).toBe('?brand_id=2&end_price=20.5&page=2');
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
  it('titles a search by its keyword and a category by its name', () => {
    const tree = [{ category_id: 1, category_name: '花椒', children: [{ category_id: 11, category_name: '青花椒', children: [] }] }];
    expect(listTitle(parseListState('?keywords=花椒'), tree)).toBe('花椒 - 搜索结果 - 川香源直销商城');
    expect(listTitle(parseListState('?cat_id=11'), tree)).toBe('青花椒 - 川香源直销商城');
    expect(listTitle(parseListState('?main_category=1'), tree)).toBe('花椒 - 川香源直销商城');
    expect(listTitle(parseListState('?cat_id=99'), tree)).toBe('全部商品 - 川香源直销商城');
  });
});

describe('priceRangeError', () => {
  it('accepts empty bounds and yuan amounts with up to two decimals, low ≤ high', () => {
    expect(priceRangeError('', '')).toBe('');
    expect(priceRangeError('10', '')).toBe('');
    expect(priceRangeError('9.9', '9.90')).toBe('');
  });
  it('names what is wrong in Chinese', () => {
    expect(priceRangeError('abc', '')).toBe('最低价请输入不超过两位小数的金额');
    expect(priceRangeError('', '1.234')).toBe('最高价请输入不超过两位小数的金额');
    expect(priceRangeError('-1', '')).toBe('最低价请输入不超过两位小数的金额');
    expect(priceRangeError('50', '10')).toBe('最低价不能高于最高价');
  });
});
