import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor, readablePair, readableText } from './contrast';

describe('contrast', () => {
  it('measures WCAG ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FF5D02', '#ffffff')).toBeCloseTo(3.08, 2);
    expect(contrastRatio('#8c8c8c', '#fff')).toBeCloseTo(3.36, 2);
    expect(parseColor('rgba(1, 2, 3, .5)')).toEqual([1, 2, 3]);
    expect(parseColor('#ff000080')).toEqual([255, 0, 0]);
    expect(parseColor('red')).toBeUndefined();
  });

  it('darkens brand text on white just enough to read at 4.5:1 and leaves readable colours alone', () => {
    const ink = readableText('#FF5D02');
    expect(contrastRatio(ink, '#fff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(ink, '#fff')).toBeLessThan(4.8);
    expect(readableText('#333333')).toBe('#333333');
    expect(readableText('#bbbbbb', '#2b2b2b')).toBe('#bbbbbb');
    expect(contrastRatio(readableText('#888888', '#2b2b2b'), '#2b2b2b')).toBeGreaterThanOrEqual(4.5);
    expect(readableText('red')).toBe('red');
  });

  it('keeps white text on a brand fill and deepens the fill instead', () => {
    const { fg, bg } = readablePair('#ffffff', '#FF5D02');
    expect(fg).toBe('#ffffff');
    expect(bg).toBe('#cc4a02');
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
    expect(readablePair('#FF5D02', '#ffffff').bg).toBe('#ffffff');
    const dark = readablePair('#333333', '#444444');
    expect(contrastRatio(dark.fg, dark.bg)).toBeGreaterThanOrEqual(4.5);
  });
});
