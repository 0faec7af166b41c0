import { describe, expect, it } from 'vitest';
import { aftersalesButtons, aftersalesStep, applyProblem, leftOf, LOGI_NO_RULE, typesFor } from './aftersales';

describe('after-sales rules on the storefront', () => {
  it('shows the buttons of each progress, none once the order is done', () => {
    expect(aftersalesButtons(0)).toEqual(['close']);
    expect(aftersalesButtons(1)).toEqual(['sendback', 'close']);
    expect(aftersalesButtons(3)).toEqual(['reapply', 'close']);
    expect(aftersalesButtons(5)).toEqual(['reapply', 'close']);
    expect(aftersalesButtons(6)).toEqual([]);
    expect(aftersalesButtons(0, 'DONE')).toEqual([]);
  });
  it('maps progress to the step bar', () => {
    expect([0, 1, 2, 8, 9, 6, 4, 7].map((p) => aftersalesStep(p, 'REFUND_GOODS'))).toEqual([1, 2, 2, 3, 3, 4, 4, -1]);
  });
  it('checks the form and the tracking number', () => {
    const ok = { type: 'ONLY_REFUND', reason: '质量问题', lines: [{ id: 1, num: 1 }], description: '', pics: [] };
    expect(applyProblem(ok)).toBe('');
    expect(applyProblem({ ...ok, lines: [{ id: 1, num: 0 }] })).toBe('请选择售后商品');
    expect(applyProblem({ ...ok, pics: ['a', 'b', 'c', 'd'] })).toBe('最多上传3张图片');
    expect(LOGI_NO_RULE.test('SF12345')).toBe(true);
    expect(LOGI_NO_RULE.test('12345')).toBe(false);
    expect(LOGI_NO_RULE.test('x'.repeat(31))).toBe(false);
    expect(leftOf({ id: 1, num: 3, applied_num: 1 })).toBe(2);
    expect(typesFor(['ONLY_REFUND'])).toEqual([{ value: 'ONLY_REFUND', label: '仅退款' }]);
  });
});
