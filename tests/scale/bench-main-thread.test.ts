/** The designer bench's main-thread figures (tests/bench/main-thread.ts; the bench folder holds no unit tests of its own). */
import { describe, expect, it } from 'vitest';
import { workPerWindow } from '../bench/main-thread';

const M = { ph: 'M', name: 'thread_name', pid: 1, tid: 1, ts: 0, args: { name: 'CrRendererMain' } };
const X = (name: string, ts: number, dur: number, tdur = dur, tid = 1) => ({ ph: 'X', name, pid: 1, tid, ts, dur, tdur });

describe('main-thread work per interaction from a trace', () => {
  it('gives each event its self CPU time under the nearest named part, for tasks starting in the window', () => {
    const events = [M,
      X('RunTask', 1000, 900, 800), X('EventDispatch', 1010, 500, 450), X('FunctionCall', 1020, 400, 350), X('UpdateLayoutTree', 1100, 100, 100),
      X('RunTask', 3000, 2000, 1500), X('Layout', 3100, 600, 500), X('Paint', 3800, 300, 300), X('Commit', 4200, 200, 100),
      X('RunTask', 9000, 100, 100), // after the window
      X('RunTask', 1500, 100, 100, 2), // another thread
    ];
    const [w] = workPerWindow(events, 0, [{ from: 1, to: 5 }]);
    expect(w.total).toBeCloseTo(2.3); // 0.8 + 1.5
    expect(w.script).toBeCloseTo(0.25); // FunctionCall 0.35 less the style inside it
    expect(w.style).toBeCloseTo(0.1);
    expect(w.layout).toBeCloseTo(0.5);
    expect(w.paint).toBeCloseTo(0.3);
    expect(w.commit).toBeCloseTo(0.1);
    expect(w.other).toBeCloseTo(0.35 + 0.1 + 0.6); // RunTask and EventDispatch self time
  });

  it('skips a task that began before the window with everything nested in it, and maps the page clock by the offset', () => {
    const events = [M, X('RunTask', 500, 2000, 2000), X('FunctionCall', 1500, 200, 200), X('RunTask', 3000, 100, 100)];
    expect(workPerWindow(events, 0, [{ from: 1, to: 5 }])[0].total).toBeCloseTo(0.1);
    expect(workPerWindow(events, 10_000, [{ from: -9.5, to: -5 }])[0].total).toBeCloseTo(2.1);
  });
});
