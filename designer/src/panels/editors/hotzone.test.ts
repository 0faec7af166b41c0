import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { drawnZone, MIN_ZONE, movedZone, resizedZone, toFraction, type Zone } from './hotzone';

const inside = (z: Zone) => z.leftPer >= 0 && z.topPer >= 0 && z.leftPer + z.widthPer <= 1.0001 && z.topPer + z.heightPer <= 1.0001
  && z.widthPer >= MIN_ZONE - 1e-9 && z.heightPer >= MIN_ZONE - 1e-9;

describe('hot-zone geometry', () => {
  it('maps pointer positions to fractions of the board, clamped to it', () => {
    const rect = { left: 100, top: 50, width: 400, height: 200 };
    expect(toFraction(300, 100, rect)).toEqual({ x: 0.5, y: 0.25 });
    expect(toFraction(20, 900, rect)).toEqual({ x: 0, y: 1 });
  });

  it('draws a zone from a drag in any direction, and nothing from a click', () => {
    expect(drawnZone({ x: 0.6, y: 0.8 }, { x: 0.1, y: 0.2 })).toEqual({ leftPer: 0.1, topPer: 0.2, widthPer: 0.5, heightPer: 0.6 });
    expect(drawnZone({ x: 0.3, y: 0.3 }, { x: 0.305, y: 0.6 })).toBeNull();
  });

  it('moves a zone without changing its size and stops at the image edge', () => {
    const z = { leftPer: 0.1, topPer: 0.1, widthPer: 0.3, heightPer: 0.4 };
    expect(movedZone(z, 0.2, 0.1)).toEqual({ leftPer: 0.3, topPer: 0.2, widthPer: 0.3, heightPer: 0.4 });
    expect(movedZone(z, 5, -5)).toEqual({ leftPer: 0.7, topPer: 0, widthPer: 0.3, heightPer: 0.4 });
  });

  it('resizes from the corner, never below the minimum nor past the image', () => {
    const z = { leftPer: 0.5, topPer: 0.5, widthPer: 0.2, heightPer: 0.2 };
    expect(resizedZone(z, 0.1, -0.05)).toEqual({ leftPer: 0.5, topPer: 0.5, widthPer: 0.3, heightPer: 0.15 });
    expect(resizedZone(z, 1, 1)).toEqual({ leftPer: 0.5, topPer: 0.5, widthPer: 0.5, heightPer: 0.5 });
    expect(resizedZone(z, -1, -1)).toEqual({ leftPer: 0.5, topPer: 0.5, widthPer: MIN_ZONE, heightPer: MIN_ZONE });
  });

  it('keeps every drawn, moved and resized zone inside the image', () => {
    const p = fc.record({ x: fc.double({ min: -1, max: 2, noNaN: true }), y: fc.double({ min: -1, max: 2, noNaN: true }) });
    const d = fc.double({ min: -2, max: 2, noNaN: true });
    fc.assert(fc.property(p, p, d, d, d, d, (a, b, dx, dy, rx, ry) => {
      const z = drawnZone(a, b);
      if (!z) return;
      expect(inside(z)).toBe(true);
      expect(inside(movedZone(z, dx, dy))).toBe(true);
      expect(inside(resizedZone(z, rx, ry))).toBe(true);
    }));
  });
});
