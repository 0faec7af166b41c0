import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gapText, reachTier, ruleText, shareDiscount, tierDiscount, tierProblem } from './rules';

describe('promotion rules', () => {
  const tiers = [{ full: 19900, minus: 3000 }, { full: 9900, minus: 1000 }];

  it('reaches the highest tier met and tells the gap to the next', () => {
    expect(reachTier(tiers, 5000)).toMatchObject({ reached: null, next: { full: 9900 }, gap: 4900 });
    expect(reachTier(tiers, 12000)).toMatchObject({ reached: { full: 9900 }, next: { full: 19900 }, gap: 7900 });
    expect(reachTier(tiers, 19900)).toMatchObject({ reached: { full: 19900 }, next: null, gap: 0 });
    expect(gapText('full_minus', reachTier(tiers, 12000))).toBe('已满99元，再买79元可减30元');
    expect(gapText('full_minus', reachTier(tiers, 20000))).toBe('已满199元，减30元');
    expect(ruleText('full_discount', [{ full: 10000, pay_percent: 85 }])).toBe('满100元打8.5折');
    // 加价购 says 可 once (it once read 可可加价换购).
    const plus = [{ full: 5000, item_id: 1, plus_price: 100 }];
    expect(ruleText('plus_buy', plus)).toBe('满50元可加价换购');
    expect(gapText('plus_buy', reachTier(plus, 2000))).toBe('再买30元可加价换购');
    expect(gapText('plus_buy', reachTier(plus, 6000))).toBe('已满50元，已可加价换购');
  });

  it('discounts never exceed the amount', () => {
    expect(tierDiscount('full_minus', { full: 100, minus: 500 }, 300)).toBe(300);
    expect(tierDiscount('full_discount', { full: 100, pay_percent: 90 }, 12345)).toBe(1234);
    expect(tierDiscount('full_gift', { full: 100 }, 12345)).toBe(0);
  });

  it('shares add up exactly and stay within each line (property)', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 100000 }), { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 900000 }), (amounts, d) => {
      const shares = shareDiscount(amounts, d);
      const total = amounts.reduce((n, a) => n + a, 0);
      expect(shares.reduce((n, s) => n + s, 0)).toBe(Math.min(d, total));
      shares.forEach((s, i) => { expect(s).toBeGreaterThanOrEqual(0); expect(s).toBeLessThanOrEqual(amounts[i]); });
    }));
  });

  it('operator tiers are checked', () => {
    expect(tierProblem('full_minus', [{ full: 1000, minus: 100 }, { full: 1000, minus: 200 }])).toBe('门槛金额不能重复');
    expect(tierProblem('plus_buy', [{ full: 1000, item_id: 1, plus_price: 1 }, { full: 2000, item_id: 2, plus_price: 1 }])).toBe('加价购只能设置一个门槛金额');
    expect(tierProblem('full_discount', [{ full: 1000, pay_percent: 85 }])).toBeNull();
  });
});
