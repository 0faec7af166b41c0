import { describe, expect, it } from 'vitest';
import { firstPic, goodsLink, toGoodsEntry, yuan } from './goods';

const row = { item_id: 7, item_name: '麻辣花椒', pics: ['/media/a.jpg', '/media/b.jpg'], price: 1990, market_price: 2990, brief: '香' };

describe('goods picker mapping', () => {
  it('builds the stored goods entry', () => {
    expect(toGoodsEntry(row)).toMatchObject({ goods_id: 7, itemId: 7, goods_pic: '/media/a.jpg', goods_name: '麻辣花椒', price: 1990, market_price: 2990, brief: '香', linkPage: 'goods' });
  });

  it('builds a goods link with its href', () => {
    expect(goodsLink(row)).toMatchObject({ linkPage: 'goods', linkPageLabel: '商品', href: '/items/7' });
  });

  it('reads pics as array, JSON text or plain string', () => {
    expect(firstPic('["/x.png"]')).toBe('/x.png');
    expect(firstPic('/y.png')).toBe('/y.png');
    expect(firstPic(undefined)).toBe('');
    expect(yuan(1990)).toBe('¥19.90');
  });
});
