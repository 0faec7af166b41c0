import { describe, expect, it } from 'vitest';
import { groupCheckoutUrl, timeLeft } from './group';

describe('group buy links and time', () => {
  it('starts or joins a team through the fastbuy checkout', () => {
    expect(groupCheckoutUrl({ groups_activity_id: 4, distributor_id: 0 })).toBe('/cart/checkout?mode=fastbuy&id=0&type=group&group_id=4&order_type=normal_groups');
    expect(groupCheckoutUrl({ groups_activity_id: 4 }, '2026112400000001')).toContain('&team_id=2026112400000001');
  });
  it('formats the time left, empty when over', () => {
    expect(timeLeft(3 * 3600 + 62)).toBe('03:01:02');
    expect(timeLeft(86_400 + 5)).toBe('1天 00:00:05');
    expect(timeLeft(0)).toBe('');
    expect(timeLeft(-5)).toBe('');
  });
});
