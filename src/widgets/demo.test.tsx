import { describe, it, expect } from 'vitest';
import { demoWidgets, html } from './test-utils';
import { validateWidget } from './registry';

describe('real ECShopX demo template', () => {
  const { header, body, footer } = demoWidgets();
  const all = [...header, ...body, ...footer];

  it('has the seeded rows: empty header/footer, 5 body widgets', () => {
    expect(header).toEqual([]);
    expect(footer).toEqual([]);
    expect(body.map((w) => w.type)).toEqual(['W0000', 'W0006', 'W0003', 'W0005', 'W0006']);
  });

  it('renders every widget in every mode without throwing', () => {
    for (const w of all) for (const mode of ['render', 'design', 'preview'] as const) expect(() => html(w, mode)).not.toThrow();
  });

  it('validates clean', () => {
    for (const w of all) expect(validateWidget(w), w.type).toEqual([]);
  });

  it('header free panel: children absolutely placed, nav links, islands for search/cart/nav', () => {
    const markup = html(body[1], 'render');
    expect(markup).toContain('left:196px;top:21px');
    expect(markup).toContain('left:375px;top:57px');
    expect(markup).toContain('href="/cart"');
    expect(markup).toContain('href="/member/user-info"');
    expect(markup).toContain('data-island="W0008"');
    expect(markup).toContain('data-island="W0010"');
    expect(markup).toContain('data-island="W0007"');
    expect(markup).not.toContain('data-island="W0003"');
  });

  it('W0005 showcase: old item rows render name, picture, activity price and links', () => {
    const markup = html(body[3], 'render');
    expect(markup).toContain('限时抢购');
    expect(markup).toContain('新客专享');
    expect(markup).toContain('热销商品1');
    expect(markup).toContain('href="/items/923"');
    expect(markup).toContain('93836f320e9be242d61b24201bfafc22');
    expect(markup).toContain('活动价');
    expect(markup).toContain('¥99.00');
  });

  it('banner hot-zone renders its image lazily at 1190×476', () => {
    const markup = html(body[2], 'render');
    expect(markup).toContain('ab9df05eeba267340df6bcc775f3701a');
    expect(markup).toContain('loading="lazy"');
    expect(markup).toContain('width:1190px;height:476px');
  });

  it('design mode keeps links inert', () => {
    expect(html(body[1], 'design')).not.toContain('href=');
    expect(html(body[3], 'design')).not.toContain('href=');
  });
});
