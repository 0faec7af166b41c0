import { describe, it, expect } from 'vitest';
import { html, nodeOf } from '../test-utils';
import { validate, defaults, type W0001Value } from './schema';
import { VIDEO_ERROR } from './Render';

const slides = (n: number) => Array.from({ length: n }, (_, i) => ({ imgUrl: `s${i}.jpg`, pathData: { linkPage: 'goods', itemId: i + 1 } }));

describe('W0001 轮播', () => {
  it('defaults: 3 slides with legacy imgData, placeholders sized in design mode', () => {
    const design = html(nodeOf('W0001'), 'design');
    expect(design.match(/class="swiper-slide"/g)).toHaveLength(3);
    expect(design).toContain('375px * 200px');
    expect(html(nodeOf('W0001'), 'render')).not.toContain('375px * 200px');
  });

  it('legacy imgData is shown; only the first slide loads eagerly', () => {
    const markup = html(nodeOf('W0001', { data: [{ imgData: 'old.jpg', pathData: {} }, { imgUrl: 'b.jpg' }] }), 'render');
    expect(markup).toMatch(/src="old.jpg"[^>]*loading="eager"/);
    expect(markup).toMatch(/src="b.jpg"[^>]*loading="lazy"/);
  });

  it('slides link by their pathData in render mode only', () => {
    expect(html(nodeOf('W0001', { data: slides(2) }), 'render')).toContain('href="/items/1"');
    expect(html(nodeOf('W0001', { data: slides(2) }), 'design')).not.toContain('href="/items/1"');
  });

  it('pagination styles', () => {
    expect(html(nodeOf('W0001', { styleType: 'style1' }))).toContain('w-dots-circle">1/3<');
    expect(html(nodeOf('W0001', { styleType: 'style2' }))).toContain('w-dots-text">1/3<');
    const dots = html(nodeOf('W0001', { styleType: 'style3', pointAlign: 'center' }));
    expect(dots.match(/class="w-dot"/g)).toHaveLength(3);
    expect(dots).toContain('justify-content:center');
    expect(html(nodeOf('W0001', { styleType: 'style4' })).match(/w-dot w-dot-bar/g)).toHaveLength(3);
    const thumbs = html(nodeOf('W0001', { styleType: 'style5', data: slides(2) }));
    expect(thumbs).toContain('width:120px;background-image:url(&quot;s0.jpg&quot;)');
    expect(thumbs).toContain('width:100px');
  });

  it('active dot: page theme colour unless customerThemeEnabled', () => {
    const page = html(nodeOf('W0001', { styleType: 'style3' }));
    expect(page).toContain('background-color:#479EE9');
    const own = html(nodeOf('W0001', { styleType: 'style3', customerThemeEnabled: true, pointActiveColor: '#00ff00' }));
    expect(own).toContain('background-color:#00ff00');
    expect(own).not.toContain('background-color:#479EE9');
  });

  it('video slides render a <video>; the error text is the spec one', () => {
    expect(html(nodeOf('W0001', { data: [{ imgUrl: 'a.mp4', type: 'Video' }] }))).toContain('<video');
    expect(VIDEO_ERROR).toBe('此视频暂无法播放，请稍后再试');
  });

  it('limits: 1–5 slides', () => {
    const v = (n: number) => ({ ...defaults, data: slides(n) }) as W0001Value;
    expect(validate(v(5))).toEqual([]);
    expect(validate(v(6))).toEqual([{ path: 'data', message: '最多只能添加5张轮播图' }]);
    expect(validate(v(0))).toEqual([{ path: 'data', message: '请至少添加1张轮播图' }]);
  });
});
