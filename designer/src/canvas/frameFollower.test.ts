import { describe, expect, it } from 'vitest';
import { frameFollower, type Clock } from './frameFollower';

/** Animation frames every 16 ms and timers, run by a clock the test moves. */
function fakeClock() {
  let next = 1, now = 0, frameAt = 16;
  const frames = new Map<number, () => void>();
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock: Clock = {
    frame: (run) => { frames.set(next, run); return next++; },
    cancelFrame: (id) => { frames.delete(id); },
    after: (ms, run) => { timers.set(next, { at: now + ms, run }); return next++; },
    cancelAfter: (id) => { timers.delete(id); },
    now: () => now,
  };
  /** Moves the clock to `until`, running timers and frames (one every 16 ms) as they fall due, in order. */
  const advance = (until: number) => {
    for (;;) {
      const due = [...timers].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      const t = due && due[1].at <= frameAt ? due[1].at : frameAt <= until ? frameAt : null;
      if (t === null) break;
      now = t;
      if (due && due[1].at === t) { timers.delete(due[0]); due[1].run(); continue; }
      frameAt += 16;
      const runs = [...frames.values()]; frames.clear();
      for (const r of runs) r();
    }
    now = until;
  };
  return { clock, advance, waitingFor: () => frames.size + timers.size };
}

describe('frameFollower', () => {
  it('a burst of keys is drawn once, with the latest value, after the keys pause', () => {
    const c = fakeClock();
    const drawn: { value: string; at: number }[] = [];
    const later = frameFollower<string>((value) => drawn.push({ value, at: c.clock.now() }), c.clock, 50, 1000);
    for (let i = 1; i <= 10; i++) { later.follow('x'.repeat(i)); c.advance(i * 10); } // a key every 10 ms
    expect(drawn).toEqual([]);
    c.advance(200);
    // The last key came at 90 ms: drawn in the first frame once 50 ms passed without one (frames at 16 ms steps).
    expect(drawn).toEqual([{ value: 'xxxxxxxxxx', at: 144 }]);
    expect(later.pending()).toBe(false);
    expect(c.waitingFor()).toBe(0);
  });

  it('a key after the frame was asked for cancels that frame: the canvas never draws in a key\'s frame', () => {
    const c = fakeClock();
    const drawn: number[] = [];
    const later = frameFollower<number>((v) => drawn.push(c.clock.now()), c.clock, 50, 1000);
    later.follow(1);
    c.advance(50); // the pause: a frame is asked for (due at 64)
    later.follow(2); // a key at 50, painted in the frame at 64
    c.advance(64);
    expect(drawn).toEqual([]);
    c.advance(200);
    expect(drawn).toEqual([112]); // 50 ms after the key at 50, the next frame
  });

  it('keys that never pause: drawn anyway once maxBehindMs has passed', () => {
    const c = fakeClock();
    const drawn: number[] = [];
    const later = frameFollower<number>((v) => drawn.push(v), c.clock, 50, 250);
    for (let i = 0; i < 40; i++) { later.follow(i); c.advance((i + 1) * 20); } // a key every 20 ms for 800 ms
    expect(drawn.length).toBeGreaterThanOrEqual(2);
    expect(drawn.length).toBeLessThanOrEqual(4);
    c.advance(2000);
    expect(drawn[drawn.length - 1]).toBe(39);
  });

  it('cancel drops the change waiting (a change drawn at once has the newer document)', () => {
    const c = fakeClock();
    const drawn: string[] = [];
    const later = frameFollower<string>((v) => drawn.push(v), c.clock);
    later.follow('x');
    later.cancel();
    c.advance(1000);
    expect(drawn).toEqual([]);
    expect(c.waitingFor()).toBe(0);
    later.follow('y');
    c.advance(2000);
    expect(drawn).toEqual(['y']);
  });
});
