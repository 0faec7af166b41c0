import { describe, expect, it } from 'vitest';
import { align, distribute, snapToGuides, type Box } from './arrange';

const a: Box = { id: 'a', x: 10, y: 20, w: 100, h: 40 };
const b: Box = { id: 'b', x: 200, y: 100, w: 50, h: 20 };
const c: Box = { id: 'c', x: 400, y: 60, w: 60, h: 30 };

describe('align', () => {
  it('lines boxes up on the group’s edges and centres', () => {
    expect(align([a, b, c], 'left').get('c')).toEqual({ x: 10, y: 60 });
    expect(align([a, b, c], 'right').get('a')).toEqual({ x: 360, y: 20 });
    expect(align([a, b, c], 'center').get('b')).toEqual({ x: 210, y: 100 }); // group 10..460, centre 235
    expect(align([a, b, c], 'top').get('b')).toEqual({ x: 200, y: 20 });
    expect(align([a, b, c], 'bottom').get('a')).toEqual({ x: 10, y: 80 });
    expect(align([a, b, c], 'middle').get('c')).toEqual({ x: 400, y: 55 }); // 20..120, middle 70
  });
});

describe('distribute', () => {
  it('leaves equal gaps between neighbours and keeps the outer two', () => {
    const h = distribute([c, a, b], 'h'); // span 10..460 = 450, widths 210 → gap 120
    expect(h.get('a')).toEqual({ x: 10, y: 20 });
    expect(h.get('b')).toEqual({ x: 230, y: 100 });
    expect(h.get('c')).toEqual({ x: 400, y: 60 });
    const v = distribute([a, b, c], 'v'); // a 20..60, c 60..90, b 100..120: span 100, heights 90 → gap 5
    expect(v.get('c')).toEqual({ x: 400, y: 65 });
  });
  it('needs three boxes', () => {
    expect(distribute([a, b], 'h').size).toBe(0);
  });
});

describe('snapToGuides', () => {
  const panel = { w: 1190, h: 400 };
  it('snaps an edge to a neighbour’s edge within 5 px and reports the guide', () => {
    const s = snapToGuides({ id: 'm', x: 113, y: 143, w: 37, h: 20 }, [a], panel); // a's right edge is 110
    expect(s.x).toBe(110);
    expect(s.guides.v).toContain(110);
    expect(s.y).toBe(140); // nothing near: the 10 px grid
    expect(s.guides.h).toEqual([]);
  });
  it('snaps centres to centres, not only to the grid', () => {
    const s = snapToGuides({ id: 'm', x: 41, y: 300, w: 37, h: 20 }, [a], panel); // a's centre 60 → x = 41.5
    expect(s.x).toBe(42);
    expect(s.guides.v).toEqual([60]);
  });
});
