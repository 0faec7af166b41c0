import { describe, expect, it } from 'vitest';
import { isTransparent, toHex6 } from './color';

describe('colour helpers', () => {
  it('normalises the three stored syntaxes for the native picker', () => {
    expect(toHex6('#FF5D02')).toBe('#ff5d02');
    expect(toHex6('#ffffff00')).toBe('#ffffff');
    expect(toHex6('#abc')).toBe('#aabbcc');
    expect(toHex6('rgba(255, 0, 16, 0.5)')).toBe('#ff0010');
    expect(toHex6('')).toBe('#000000');
  });

  it('spots transparent colours', () => {
    expect(isTransparent('#ffffff00')).toBe(true);
    expect(isTransparent('rgba(1,2,3,0)')).toBe(true);
    expect(isTransparent('#ffffffff')).toBe(false);
  });
});
