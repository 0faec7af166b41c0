import { describe, expect, it } from 'vitest';
import { madeFirst, mapInSlices } from './warm-order';

describe('the warm pass’s order of item pages', () => {
  it('made before first, then never made, current ones left out, in the order given', async () => {
    const made = new Set([3, 5, 8]);
    const order = await madeFirst([1, 2, 3, 4, 5, 6, 7, 8], { current: (id) => id === 4, made: (id) => made.has(id), live: () => true });
    expect(order).toEqual([3, 5, 8, 1, 2, 6, 7]);
  });

  it('a slice of ids per turn of the event loop, so a first visit’s message is not held behind every id', async () => {
    let turn = 0;
    let ticking = true;
    const tick = () => { if (ticking) { turn++; setImmediate(tick); } };
    tick();
    const seenIn = new Map<number, number>();
    try {
      const ids = Array.from({ length: 10 }, (_, i) => i + 1);
      await madeFirst(ids, { current: () => false, made: (id) => { seenIn.set(id, turn); return id % 2 === 0; }, live: () => true, slice: 3 });
    } finally {
      ticking = false;
    }
    const perTurn = new Map<number, number>();
    for (const t of seenIn.values()) perTurn.set(t, (perTurn.get(t) ?? 0) + 1);
    expect(seenIn.size).toBe(10);
    expect(Math.max(...perTurn.values())).toBe(3);
    expect(perTurn.size).toBe(4);
  });

  it('stops when a newer pass takes over', async () => {
    let live = true;
    const order = madeFirst(Array.from({ length: 10 }, (_, i) => i), { current: () => false, made: () => false, live: () => live, slice: 3 });
    live = false;
    expect(await order).toBeUndefined();
  });
});

describe('work over every item id in slices', () => {
  it('maps every item in order, a slice per turn of the event loop', async () => {
    let turn = 0;
    let ticking = true;
    const tick = () => { if (ticking) { turn++; setImmediate(tick); } };
    tick();
    const turns: number[] = [];
    let out: number[];
    try {
      out = await mapInSlices(Array.from({ length: 7 }, (_, i) => i), (i) => { turns.push(turn); return i * 10; }, 3);
    } finally {
      ticking = false;
    }
    expect(out).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(new Set(turns).size).toBe(3);
    expect(turns.filter((t) => t === turns[0])).toHaveLength(3);
  });
});
