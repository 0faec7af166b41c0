/** The kit pieces the 营销 screens added: whole-list paging/filtering, API parameter names shown as labels, GoodsField values. */
import { describe, expect, it } from 'vitest';
import { pageOfWhole } from './ResourceTable';
import { withLabels } from './Form';
import { parsePicked } from './GoodsField';
import { promotionTiers } from './screens/marketing/Promotions';

const rows = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, title: `活动${i + 1}`, status: i % 3 === 0 ? 'over' : 'live' }));

describe('pageOfWhole', () => {
  it('pages a whole list and counts what the filters keep', () => {
    expect(pageOfWhole(rows, {}, 3, 20, (r) => r.title)).toEqual({ list: rows.slice(40), total_count: 45 });
    const over = pageOfWhole(rows, { status: 'over' }, 1, 20, (r) => r.title);
    expect(over.total_count).toBe(15);
    expect(over.list.every((r) => r.status === 'over')).toBe(true);
    expect(pageOfWhole(rows, { keywords: ' 活动4' }, 1, 20, (r) => r.title).list.map((r) => r.id)).toEqual([4, 40, 41, 42, 43, 44, 45]);
  });
});

describe('withLabels', () => {
  const fields = [{ name: 'person_num', label: '成团人数' }, { name: 'items', label: '特惠商品' }];
  it('names the field by its label, also for a nested parameter', () => {
    expect(withLabels('参数 person_num 必须是2到20之间的整数', fields)).toBe('成团人数必须是2到20之间的整数');
    expect(withLabels('参数 items[0].act_price 格式不正确', fields)).toBe('特惠商品格式不正确');
  });
  it('leaves other messages and unknown parameters as they came', () => {
    expect(withLabels('请填写活动名称', fields)).toBe('请填写活动名称');
    expect(withLabels('参数 other 格式不正确', fields)).toBe('参数 other 格式不正确');
  });
});

describe('promotion tiers from the form', () => {
  const base = { promotion_type: 'full_minus', full1: '100', minus1: '10', full2: '200', minus2: '30', full3: '', minus3: '' };
  it('sends the filled 满减 tiers in fen', () => {
    expect(promotionTiers(base)).toEqual([{ full: 10000, minus: 1000 }, { full: 20000, minus: 3000 }]);
  });
  it('turns 打几折 into the pay percent and passes text that is not a number on for the API to refuse', () => {
    expect(promotionTiers({ promotion_type: 'full_discount', full1: '99', zhe1: '8.5' })).toEqual([{ full: 9900, pay_percent: 85 }]);
    expect(promotionTiers({ promotion_type: 'full_minus', full1: '一百', minus1: '10' })).toEqual([{ full: '一百', minus: 1000 }]);
  });
  it('gives 加价购 one tier per chosen goods at the same threshold', () => {
    const plus = JSON.stringify([{ goods_id: 1, item_id: 11, item_name: 'a', price: 500, amount: '2.5' }, { goods_id: 2, item_id: 22, item_name: 'b', price: 900, amount: '3' }]);
    expect(promotionTiers({ promotion_type: 'plus_buy', full1: '59', plus })).toEqual([{ full: 5900, item_id: 11, plus_price: 250 }, { full: 5900, item_id: 22, plus_price: 300 }]);
  });
  it('reads broken GoodsField text as no goods', () => {
    expect(parsePicked('{oops')).toEqual([]);
    expect(parsePicked('')).toEqual([]);
  });
});
