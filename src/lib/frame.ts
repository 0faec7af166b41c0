/**
 * The next animation frame, or `fallbackMs` later if the page gives none. A page draws no frames while its tab is in
 * the background, and a headless Chromium page now and then stops drawing while shown (no animation frame for 30 s
 * and more in a full test run): work that only waits for "after this paint" must still happen then, a frame late at
 * worst. Whichever comes first runs `fn`, once.
 */
export const FRAME_FALLBACK_MS = 250;

export function afterNextFrame(fn: () => void, fallbackMs = FRAME_FALLBACK_MS): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    fn();
  };
  const frame = requestAnimationFrame(run);
  const timer = setTimeout(run, fallbackMs);
}

/** `afterNextFrame` as a promise. */
export const nextFrame = (fallbackMs = FRAME_FALLBACK_MS): Promise<void> => new Promise((resolve) => afterNextFrame(resolve, fallbackMs));
