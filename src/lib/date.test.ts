import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { formatDateTime } from './date';

describe('formatDateTime', () => {
  it('reads 10-digit seconds and milliseconds alike', () => {
    const ms = dayjs('2025-03-04 05:06:07').valueOf();
    expect(formatDateTime(ms / 1000)).toBe('2025-03-04 05:06:07');
    expect(formatDateTime(ms)).toBe('2025-03-04 05:06:07');
  });
  it('passes date strings through and empties stay empty', () => {
    expect(formatDateTime('2025-03-04 05:06:07')).toBe('2025-03-04 05:06:07');
    expect(formatDateTime(undefined)).toBe('');
  });
});
