import { describe, it, expect } from 'vitest';
import { derive, deriveOnLoad } from './derive';
import type { WidgetNode } from './state';

const node = (extra: Record<string, unknown>): WidgetNode => ({ type: 'W0001', uuid: 'u', width: 400, height: 200, ...extra }) as WidgetNode;

describe('等比例 (proportion with imgWidth/imgHeight)', () => {
  it('turning it on takes the current width:height as the ratio', () => {
    expect(derive(node({ proportion: true }), { proportion: true })).toMatchObject({ imgWidth: 400, imgHeight: 200 });
  });
  it('while on, a width typed in moves the height, a height typed in moves the width (up to 1190)', () => {
    const locked = { proportion: true, imgWidth: 400, imgHeight: 200 };
    expect(derive(node({ ...locked, width: 600 }), { width: 600 })).toMatchObject({ width: 600, height: 300 });
    expect(derive(node({ ...locked, height: 500 }), { height: 500 })).toMatchObject({ width: 1000, height: 500 });
    expect(derive(node({ ...locked, height: 900 }), { height: 900 })).toMatchObject({ width: 1190, height: 900 });
  });
  it('a new ratio typed in (16:9) reshapes the height from the width', () => {
    expect(derive(node({ proportion: true, imgWidth: 16, imgHeight: 9, width: 1190 }), { imgHeight: 9 })).toMatchObject({ height: 669 });
  });
  it('off: width and height are independent', () => {
    expect(derive(node({ proportion: false, imgWidth: 400, imgHeight: 200, width: 600 }), { width: 600 })).toMatchObject({ width: 600, height: 200 });
  });
});

describe('W0004 logo size', () => {
  const wall = (extra: Record<string, unknown>): WidgetNode => ({ type: 'W0004', uuid: 'w', width: 1190, column: 5, logoWidth: 230, logoHeight: 138, data: [{}, {}], ...extra }) as WidgetNode;
  it('a logo size set by hand is kept and the wall height follows it', () => {
    expect(derive(wall({ logoWidth: 180, logoHeight: 90 }), { logoWidth: 180 })).toMatchObject({ logoWidth: 180, logoHeight: 90, height: 150 });
  });
  it('changing the columns computes the size again', () => {
    expect(derive(wall({ logoWidth: 180, logoHeight: 90, column: 4 }), { column: 4 })).toMatchObject({ logoWidth: 290, logoHeight: 174 });
  });
});

describe('deriveOnLoad', () => {
  it('gives a stretched fixed-width widget its own width back; editable widths stay as stored', () => {
    expect(deriveOnLoad({ type: 'W0012', uuid: 'a', width: 1190, widthDisabled: true } as WidgetNode).width).toBe(390);
    expect(deriveOnLoad({ type: 'W0017', uuid: 'b', width: 1190, widthDisabled: true } as WidgetNode).width).toBe(882);
    expect(deriveOnLoad({ type: 'W0010', uuid: 'c', width: 1190, widthDisabled: false } as WidgetNode).width).toBe(1190);
    expect(deriveOnLoad({ type: 'W0002', uuid: 'd', width: 1190, widthDisabled: true } as WidgetNode).width).toBe(1190);
  });
});

describe('文本 (W0011) box follows its text (widgets.md: measured + 20 wide, + 4 high)', () => {
  const text = (extra: Record<string, unknown>): WidgetNode => ({ type: 'W0011', uuid: 't', width: 52, height: 23, text: '文本', fontSize: 14, ...extra }) as WidgetNode;
  it('a longer text widens the box; a shorter one narrows it again', () => {
    const long = derive(text({ text: '第一段文字，快速输入的一句话' }), { text: '第一段文字，快速输入的一句话' });
    expect(long.width).toBeGreaterThan(52 + 100);
    expect(long.height).toBe(23);
    const short = derive({ ...long, text: '文本' }, { text: '文本' });
    expect(short.width).toBeLessThan(long.width as number);
  });
  it('each line adds a line of height; the width never passes the page', () => {
    const two = derive(text({ text: '一行\n两行' }), { text: '一行\n两行' });
    expect(two.height).toBe(2 * 19 + 4);
    const huge = '椒'.repeat(400);
    const wide = derive(text({ text: huge }), { text: huge });
    expect(wide.width).toBe(1190);
    expect(wide.height as number).toBeGreaterThan(23);
  });
  it('a font size change still sets the one-line height floor(fontSize / 0.6)', () => {
    expect(derive(text({ fontSize: 24 }), { fontSize: 24 }).height).toBe(Math.floor(24 / 0.6));
  });
});
