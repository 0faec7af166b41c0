import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame, FRAME_FALLBACK_MS, nextFrame } from './frame';

/** A page's animation frames under test control: `paint()` runs the frame callbacks asked for so far. */
let frames: Map<number, FrameRequestCallback>;
let nextId = 0;
const paint = () => { const due = [...frames.values()]; frames.clear(); for (const cb of due) cb(performance.now()); };

beforeEach(() => {
  vi.useFakeTimers();
  frames = new Map();
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => { frames.set(++nextId, cb); return nextId; });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => { frames.delete(id); });
});
afterEach(() => { vi.useRealTimers(); vi.unstubAllGlobals(); });

describe('afterNextFrame', () => {
  it('runs once at the next frame, and not again when the fallback time passes', () => {
    const fn = vi.fn();
    afterNextFrame(fn);
    expect(fn).not.toHaveBeenCalled();
    paint();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FRAME_FALLBACK_MS * 2);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs once after the fallback time when the page draws no frame (a background tab, a stalled compositor)', () => {
    const fn = vi.fn();
    afterNextFrame(fn);
    vi.advanceTimersByTime(FRAME_FALLBACK_MS - 1);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(frames.size).toBe(0); // the frame asked for is given back
    paint();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('as a promise, settles on whichever comes first', async () => {
    const settled = vi.fn();
    void nextFrame(50).then(settled);
    await vi.advanceTimersByTimeAsync(50);
    expect(settled).toHaveBeenCalledTimes(1);
  });
});
