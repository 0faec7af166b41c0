import { describe, expect, it } from 'vitest';
import { pageWindow } from './Pagination';

describe('pageWindow', () => {
  it('centres on the current page', () => expect(pageWindow(5, 10)).toEqual([4, 5, 6]));
  it('clamps at both ends', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
  });
  it('shows fewer buttons when there are fewer pages', () => expect(pageWindow(1, 2)).toEqual([1, 2]));
});
