import { describe, it, expect } from 'vitest';
import { formatFen, discountLabel, cashLabel } from './money';

describe('formatFen', () => {
  it('formats fen as yuan with thousands separators', () => {
    expect(formatFen(123456)).toBe('¥1,234.56');
    expect(formatFen(0)).toBe('¥0.00');
    expect(formatFen(99)).toBe('¥0.99');
    expect(formatFen(123456789)).toBe('¥1,234,567.89');
  });
  it('honours decimals and symbol', () => {
    expect(formatFen(123456, { decimals: 0 })).toBe('¥1,235');
    expect(formatFen(123456, { decimals: 1 })).toBe('¥1,234.6');
    expect(formatFen(9900, { symbol: false })).toBe('99.00');
  });
  it('tolerates strings, fractions and garbage', () => {
    expect(formatFen('9900' as unknown as number)).toBe('¥99.00');
    expect(formatFen(123.2)).toBe('¥1.23');
    expect(formatFen(NaN)).toBe('¥0.00');
    expect(formatFen(undefined)).toBe('¥0.00');
  });
  it('keeps the sign of negative amounts', () => {
    expect(formatFen(-150000)).toBe('-¥1,500.00');
  });
});

describe('coupon labels', () => {
  it('discount: (100-discount)/10 折', () => {
    expect(discountLabel(20)).toBe('8折');
    expect(discountLabel(15)).toBe('8.5折');
    expect(discountLabel('0')).toBe('10折');
  });
  it('cash: reduce_cost in yuan', () => {
    expect(cashLabel(1000)).toBe('10');
    expect(cashLabel(1050)).toBe('10.5');
    expect(cashLabel(1)).toBe('0.01');
  });
});
