/**
 * The canvas's follow-up drawing of a field edit: once typing pauses, in an animation frame no key shares.
 * While the operator types in the property panel, each key's frame paints the field alone; when no change has
 * come for `pauseMs` the canvas draws the latest document inside the next animation frame (work done in an
 * animation frame is drawn in that frame, so no key handled later joins it; a key that comes before that
 * frame cancels it and the wait starts again). A burst of keys (a fast typist, auto-repeat, a paste) costs
 * one canvas drawing when it pauses, not one per key; a person typing 10 keys a second sees the canvas follow
 * each key about 50 ms later, in a frame between two keys. Typing without such a pause for `maxBehindMs`
 * lets the canvas draw anyway, so it never falls far behind.
 */

/** The browser's animation frames, timers and clock (a test passes its own). */
export interface Clock {
  frame(run: () => void): number; cancelFrame(id: number): void;
  after(ms: number, run: () => void): number; cancelAfter(id: number): void;
  now(): number;
}

const browserClock: Clock = {
  frame: (run) => requestAnimationFrame(run),
  cancelFrame: (id) => cancelAnimationFrame(id),
  after: (ms, run) => window.setTimeout(run, ms),
  cancelAfter: (id) => window.clearTimeout(id),
  now: () => performance.now(),
};

export interface FrameFollower<T> {
  /** A change the canvas may draw later: the latest one is drawn once the changes pause. */
  follow(value: T): void;
  /** Drops a change still waiting (a change drawn at once supersedes it, or the canvas is gone). */
  cancel(): void;
  /** Whether a change is waiting to be drawn. */
  pending(): boolean;
}

/** A pause in the keys this long lets the canvas draw (three frames; a person types a key every 100–200 ms). */
export const PAUSE_MS = 50;
/** The longest the canvas waits for a pause while keys keep coming. */
export const MAX_BEHIND_MS = 250;

export function frameFollower<T>(draw: (value: T) => void, clock: Clock = browserClock, pauseMs = PAUSE_MS, maxBehindMs = MAX_BEHIND_MS): FrameFollower<T> {
  let waiting: { value: T } | null = null;
  let behindSince = 0;
  let lastChange = 0;
  let timer: number | null = null;
  let frame: number | null = null;

  const overdue = () => clock.now() - behindSince >= maxBehindMs;
  const onFrame = () => {
    frame = null;
    if (!waiting) return;
    const { value } = waiting;
    waiting = null;
    draw(value);
  };
  const onPause = () => {
    timer = null;
    if (!waiting) return;
    const quiet = clock.now() - lastChange;
    if (quiet < pauseMs && !overdue()) { timer = clock.after(pauseMs - quiet, onPause); return; }
    frame ??= clock.frame(onFrame);
  };

  return {
    follow(value) {
      const now = clock.now();
      if (!waiting) behindSince = now;
      waiting = { value };
      lastChange = now;
      // A frame asked for would now paint this key too: wait for the next pause instead (unless overdue).
      if (frame !== null && !overdue()) { clock.cancelFrame(frame); frame = null; }
      if (frame === null) timer ??= clock.after(pauseMs, onPause);
    },
    cancel() {
      if (frame !== null) clock.cancelFrame(frame);
      if (timer !== null) clock.cancelAfter(timer);
      frame = timer = null;
      waiting = null;
    },
    pending: () => waiting !== null,
  };
}
