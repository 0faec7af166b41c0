import { describe, expect, it } from 'vitest';
import { parseSizedUrl, responsiveImage, variantWidths } from './responsive-image';

describe('responsive images', () => {
  it('lists the standard widths up to the original, never larger', () => {
    expect(variantWidths(2400)).toEqual([220, 440, 800, 1200]);
    expect(variantWidths(1190)).toEqual([220, 440, 800, 1190]);
    expect(variantWidths(800)).toEqual([220, 440, 800]);
    expect(variantWidths(64)).toEqual([64]);
  });

  it('builds srcset, webp srcset, sizes and the box for a sized original, relative or absolute', () => {
    const img = responsiveImage('http://shop.test/media/seed/goods-1-0_800x800.jpg', 210, 210);
    expect(img.srcSet).toBe('http://shop.test/media/seed/goods-1-0_800x800-220w.jpg 220w, http://shop.test/media/seed/goods-1-0_800x800-440w.jpg 440w, http://shop.test/media/seed/goods-1-0_800x800-800w.jpg 800w');
    expect(img.webpSrcSet).toContain('/media/seed/goods-1-0_800x800-440w.webp 440w');
    expect(img).toMatchObject({ src: 'http://shop.test/media/seed/goods-1-0_800x800-220w.jpg', sizes: '210px', width: 210, height: 210 });
    expect(responsiveImage('/media/ab_1190x420.png', 1190)).toMatchObject({ width: 1190, height: 420, src: '/media/ab_1190x420-1190w.png' });
    expect(parseSizedUrl('/media/ab_0x420.png')).toBeUndefined();
  });

  it('leaves pictures without variants as they are, keeping the box', () => {
    expect(responsiveImage('https://cdn.example.com/a.jpg', 90, 90)).toEqual({ src: 'https://cdn.example.com/a.jpg', width: 90, height: 90 });
    expect(responsiveImage('/media/0123abcd.jpg')).toEqual({ src: '/media/0123abcd.jpg' });
  });
});
