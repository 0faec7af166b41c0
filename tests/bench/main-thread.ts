/**
 * The renderer main thread's own CPU time per interaction, from a Chromium trace: what an input costs the
 * page (event handlers, then the frame's style, layout, paint and commit), apart from the time it waits for
 * a core on a loaded machine or for the next vsync. Thread time (`tdur`), not wall time, so the figure hardly
 * moves with the machine's load.
 */
import type { Browser, Page } from '@playwright/test';

export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8'];

/** What each part of the work is called in a trace (an event's self time goes to the nearest named one above it). */
const PARTS: Record<string, Part> = {
  FunctionCall: 'script', EvaluateScript: 'script', RunMicrotasks: 'script', MinorGC: 'script', MajorGC: 'script', 'V8.GC_SCAVENGER': 'script',
  UpdateLayoutTree: 'style', Layout: 'layout',
  PrePaint: 'paint', Paint: 'paint', Layerize: 'paint', Commit: 'commit',
  HitTest: 'hit test',
};
export type Part = 'script' | 'style' | 'layout' | 'paint' | 'commit' | 'hit test' | 'other';
export const PART_NAMES: Part[] = ['script', 'style', 'layout', 'paint', 'commit', 'hit test', 'other'];
export type Work = Record<Part, number> & { total: number };

interface TraceEvent { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string; data?: { message?: string } } }

/** Starts a trace of the page's renderer; `stop` returns its events and the page-clock → trace-clock offset (µs). */
export async function startTrace(browser: Browser, page: Page): Promise<{ stop(): Promise<{ events: TraceEvent[]; offset: number }> }> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  return {
    async stop() {
      // One console.timeStamp at a known page time ties the two clocks together.
      const at = await page.evaluate(() => { const t = performance.now(); console.timeStamp('bench-clock'); return t; });
      const buf = await browser.stopTracing();
      const parsed = JSON.parse(buf.toString()) as { traceEvents: TraceEvent[] } | TraceEvent[];
      const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
      const mark = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === 'bench-clock');
      if (!mark) throw new Error('the trace has no clock mark');
      return { events, offset: mark.ts - at * 1000 };
    },
  };
}

/**
 * For each window [from, to] (page clock, ms), the main thread's CPU time in the tasks that started in it,
 * split by part (self time of each trace event, given to the nearest named event above it).
 */
export function workPerWindow(events: TraceEvent[], offset: number, windows: { from: number; to: number }[]): Work[] {
  const threads = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, String(e.args?.name));
  const main = events.filter((e) => e.ph === 'X' && threads.get(`${e.pid}:${e.tid}`) === 'CrRendererMain')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const cpu = (e: TraceEvent) => e.tdur ?? e.dur ?? 0;
  return windows.map(({ from, to }) => {
    const lo = from * 1000 + offset, hi = to * 1000 + offset;
    const work = Object.fromEntries([...PART_NAMES, 'total'].map((p) => [p, 0])) as Work;
    // Walk the nested events of the tasks that start in the window, keeping each event's own (self) time.
    const stack: { e: TraceEvent; part: Part; kids: number }[] = [];
    const close = (until: number) => {
      while (stack.length && stack[stack.length - 1].e.ts + (stack[stack.length - 1].e.dur ?? 0) <= until) {
        const top = stack.pop()!;
        work[top.part] += Math.max(0, cpu(top.e) - top.kids) / 1000;
        if (stack.length) stack[stack.length - 1].kids += cpu(top.e);
        else work.total += cpu(top.e) / 1000;
      }
    };
    let skipUntil = -Infinity; // the end of a task outside the window, whose nested events are skipped with it
    for (const e of main) {
      close(e.ts);
      if (stack.length === 0 && (e.ts < skipUntil || e.ts < lo || e.ts > hi)) { skipUntil = Math.max(skipUntil, e.ts + (e.dur ?? 0)); continue; }
      stack.push({ e, part: PARTS[e.name] ?? stack[stack.length - 1]?.part ?? 'other', kids: 0 });
    }
    close(Infinity);
    return work;
  });
}
